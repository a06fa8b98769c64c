import {
  beneficialOwnerRoles,
  personRole,
  personRoleById,
  PersonStatusDisplay,
  type AccountMemberRole,
  type AccountPerson,
  type PersonStatus,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { testAccountPerson } from './accounts';
import { server } from './mocks/server';

/** Someone beside the primary person: an invited joint holder unless told. */
export function testSecondaryUser(
  overrides: Partial<AccountPerson> & { id: number; first_name: string; last_name: string },
  status: PersonStatus = 'invited',
  role: AccountMemberRole = 'contact',
): AccountPerson {
  return testAccountPerson({
    user_id: null,
    email: `${overrides.first_name.toLowerCase()}@example.com`,
    phone_number: '0411111111',
    is_primary: false,
    title: 'member',
    role: personRole(role),
    verification_status: 'not_verified',
    status,
    status_display: { ...PersonStatusDisplay[status] },
    can_resend_invite: status === 'invited' || status === 'invite_expired',
    has_individual_tax: false,
    is_removable_from_account: true,
    list_of_editable_fields: [],
    ...overrides,
  });
}

type Answer = { status: number; body: object };
export type PeopleCall = { method: string; path: string; body?: unknown };

/**
 * The people calls (spec 2 §7) over MSW, recording each: the lists (POST, PUT bulk-update,
 * DELETE), re-invite, the ACN prefill's DELETE, PATCH of the account and the roles. A list's save
 * answers the people it was sent; `answers` replaces the answer of a call named 'METHOD path-part'
 * (e.g. 'DELETE secondary-users', 'POST reinvite', 'PUT bulk-update', 'POST secondary-users').
 * Call it after serveAccounts: its handlers must come first.
 */
export function servePeople(answers: Record<string, Answer> = {}) {
  const calls: PeopleCall[] = [];
  const handle =
    (key: string, ok: (body: unknown, request: Request) => Response) =>
    async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      calls.push({ method: request.method, path: `${url.pathname}${url.search}`, ...(text ? { body } : {}) });
      const answer = answers[key];
      return answer ? HttpResponse.json(answer.body, { status: answer.status }) : ok(body, request);
    };
  const asPeople = (body: unknown, kind: 'secondary' | 'owner') =>
    (body as { users: Array<Record<string, unknown>> }).users.map((user, index) =>
      testSecondaryUser(
        {
          id: (user.id as number | undefined) ?? 100 + index,
          first_name: String(user.first_name),
          last_name: String(user.last_name),
          email: String(user.email),
          phone_number: String(user.phone_number),
          title: kind === 'owner' ? null : 'member',
          role: personRoleById(Number(user.role ?? 9)),
        },
        kind === 'owner' ? 'declared' : 'invited',
      ),
    );
  const list = (kind: 'secondary' | 'owner', status: number) => (body: unknown) =>
    HttpResponse.json(asPeople(body, kind), { status });
  const detail = (text: string) => () => HttpResponse.json({ detail: text });
  server.use(
    http.get('*/api/accounts/person-roles/', () => HttpResponse.json(beneficialOwnerRoles())),
    http.post('*/api/accounts/:id/secondary-users/', handle('POST secondary-users', list('secondary', 201))),
    http.put('*/api/accounts/:id/secondary-users/bulk-update/', handle('PUT bulk-update', list('secondary', 200))),
    http.post('*/api/accounts/:id/beneficial-owners/', handle('POST beneficial-owners', list('owner', 201))),
    http.put('*/api/accounts/:id/beneficial-owners/bulk-update/', handle('PUT bulk-update', list('owner', 200))),
    http.delete('*/api/accounts/:id/secondary-users/:uid/', handle('DELETE secondary-users', detail('Removed.'))),
    http.delete('*/api/accounts/:id/beneficial-owners/:uid/', handle('DELETE beneficial-owners', detail('Removed.'))),
    http.post(
      '*/api/accounts/:id/secondary-users/:uid/reinvite/',
      handle('POST reinvite', detail('The secondary user has been successfully re-invited.')),
    ),
    http.delete('*/api/accounts/:id/acn-data/users/:uid/', handle('DELETE acn-data', detail('Removed.'))),
  );
  return calls;
}

/**
 * PATCH /accounts/{id}/ over the given account, recording the body; answers the account with the
 * change. Call after serveAccounts (whose GET shares the path).
 */
export function servePatchAccount<A extends { id: number }>(account: A, calls: PeopleCall[], answer?: Answer) {
  server.use(
    http.patch('*/api/accounts/:id/', async ({ request }) => {
      const body = (await request.json()) as object;
      calls.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json({ ...account, ...body });
    }),
  );
}
