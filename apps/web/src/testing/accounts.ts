import {
  AccountStatusDisplay,
  AccountTypeLabel,
  PersonStatusDisplay,
  TrusteeTypeLabel,
  requiredAccountParts,
  type Account,
  type AccountPerson,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

/** A person on an account: the signed-in investor of the test profile unless told. */
export function testAccountPerson(overrides: Partial<AccountPerson> = {}): AccountPerson {
  return {
    id: 7,
    user_id: 7,
    first_name: 'Ivy',
    last_name: 'Investor',
    email: 'investor@example.com',
    phone_number: '0412345678',
    is_primary: true,
    title: null,
    role: null,
    acn_uuid: null,
    verification_status: 'verified',
    status: 'primary',
    status_display: { ...PersonStatusDisplay.primary },
    can_resend_invite: false,
    has_individual_tax: true,
    is_possible_duplicate: false,
    is_removable_from_account: false,
    list_of_editable_fields: [],
    ...overrides,
  };
}

/** An account as GET /accounts/ and /accounts/{id}/ answer it; an active individual account unless told. */
export function testAccount(overrides: Partial<Account> & { id: number }): Account {
  const type = overrides.type ?? 'individual';
  const trustee = overrides.trustee ?? null;
  const status = overrides.status ?? 'active';
  const products = overrides.products ?? ['ipm'];
  const memberCount = (overrides.users?.length ?? 1) + (overrides.secondary_users?.length ?? 0);
  return {
    uuid: `00000000-0000-4000-8000-${String(overrides.id).padStart(12, '0')}`,
    name: 'Ivy Investor',
    type,
    type_display: AccountTypeLabel[type],
    trustee,
    trustee_name: '',
    trustee_display: trustee ? TrusteeTypeLabel[trustee] : '',
    abn: '',
    acn: '',
    status,
    status_display: { ...AccountStatusDisplay[status] },
    products,
    primary_user: 7,
    has_signing_authority: true,
    can_edit_details: true,
    is_selected: false,
    users: [testAccountPerson()],
    primary_user_role: null,
    has_secondary_users: null,
    secondary_users: [],
    beneficial_owners: [],
    skip_beneficial_owners: false,
    acn_lookup_data: null,
    unfilled_fields: [],
    required_fields_for_account_type: requiredAccountParts({ type, trustee, products, memberCount }),
    ...overrides,
  };
}

/**
 * The accounts calls over one stored list: the list (paged), one account, its activation steps
 * (worked out as the server does: fill in while parts are missing, then activate while pending),
 * select, which moves `is_selected` the way the server does, and the products the application
 * offers (loan notes and the portfolio) with apply, which adds one. Records the ids selected and
 * the products applied for.
 */
export function serveAccounts(accounts: Account[]) {
  let stored = accounts.map((account) => ({ ...account }));
  const calls = { listed: 0, selected: [] as number[], products: [] as Array<{ id: number; product: string }> };
  server.use(
    http.get('*/api/accounts/', () => {
      calls.listed += 1;
      return HttpResponse.json({ count: stored.length, next: null, previous: null, results: stored });
    }),
    // Before `:id/`, which would take it: no invitation waits unless a test serves some.
    http.get('*/api/accounts/secondary-invites/', () => HttpResponse.json([])),
    http.get('*/api/accounts/:id/', ({ params }) => {
      const account = stored.find((a) => a.id === Number(params.id));
      return account
        ? HttpResponse.json(account)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
    }),
    http.get('*/api/accounts/:id/activation-steps/', ({ params }) => {
      const account = stored.find((a) => a.id === Number(params.id));
      if (!account) return HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
      const steps =
        account.unfilled_fields.length > 0
          ? ['fill_in_missing_details']
          : account.status === 'pending'
            ? ['activate_account']
            : [];
      return HttpResponse.json({ steps, unfilled_fields: account.unfilled_fields });
    }),
    http.get('*/api/ipm/products/', () => HttpResponse.json({ application: 1, products: ['icf', 'ipm'] })),
    http.post('*/api/accounts/:id/products/', async ({ params, request }) => {
      const id = Number(params.id);
      const { product } = (await request.json()) as { product: string };
      calls.products.push({ id, product });
      stored = stored.map((a) =>
        a.id === id && !a.products.includes(product) ? { ...a, products: [...a.products, product] } : a,
      );
      return HttpResponse.json(stored.find((a) => a.id === id));
    }),
    http.post('*/api/accounts/:id/select/', ({ params }) => {
      const id = Number(params.id);
      calls.selected.push(id);
      stored = stored.map((a) => ({ ...a, is_selected: a.id === id }));
      return HttpResponse.json({ detail: 'Selected.' });
    }),
  );
  return calls;
}
