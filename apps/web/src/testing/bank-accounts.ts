import {
  ChangeRequestStatusLabels,
  type BankAccount,
  type BankAccountDocument,
  type BsbDetail,
  type ChangeRequest,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

export function testBankDocument(overrides: Partial<BankAccountDocument> = {}): BankAccountDocument {
  return {
    id: 31,
    file_name: 'statement.pdf',
    file: '/api/accounts/bank-account-documents/31/file/',
    content_type: 'application/pdf',
    size: 1200,
    ...overrides,
  };
}

/** A bank account as the API answers it: active, on account 5, no open requests, unless told. */
export function testBankAccount(overrides: Partial<BankAccount> & { id: number }): BankAccount {
  return {
    uuid: `00000000-0000-4000-9000-${String(overrides.id).padStart(12, '0')}`,
    account: 5,
    status: 'active',
    name: 'Everyday',
    bsb: '062000',
    number: '12345678',
    bank: 'Commonwealth Bank of Australia',
    branch: 'Sydney',
    bsb_was_found: true,
    document_file: testBankDocument(),
    has_password: false,
    linked_products: [],
    verify_change_request: null,
    edit_change_request: null,
    delete_change_request: null,
    link_change_request: null,
    ...overrides,
  };
}

/** A pending verify request on bank account 21 of account 5, started by someone else, unless told. */
export function testChangeRequest(overrides: Partial<ChangeRequest> = {}): ChangeRequest {
  const status = overrides.status ?? 'pending';
  return {
    id: 41,
    uuid: '00000000-0000-4000-a000-000000000041',
    kind: 'verify',
    status,
    status_display: ChangeRequestStatusLabels[status],
    account: { id: 5, name: 'Ivy and Jo Investor' },
    bank_account_id: 21,
    initiator: { first_name: 'Jo', last_name: 'Joint', is_current_user: false },
    old_data: null,
    new_data: {
      name: 'Savings',
      bsb: '062-000',
      number: '•••••678',
      bank: 'Commonwealth Bank of Australia',
      branch: 'Sydney',
    },
    product: null,
    confirmations_required: 1,
    confirmations_received: 0,
    waiting_for: ['Ivy Investor'],
    can_confirm: true,
    can_decline: true,
    can_cancel: false,
    created_at: '2026-03-04T10:00:00.000Z',
    expires_at: '2026-03-18T10:00:00.000Z',
    history: [{ action: 'submitted', actor_name: 'Jo Joint', at: '2026-03-04T10:00:00.000Z' }],
    ...overrides,
  };
}

export const SYDNEY: BsbDetail = {
  bsb: '062-000',
  bank: 'Commonwealth Bank of Australia',
  mnemonic: 'CBA',
  branch_name: 'Sydney',
  street: '48 Martin Place',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  payment_flags: 'PEH',
};

/** The BSB directory: the branches given answer, any other BSB a 404 with the server's words. */
export function serveBsbDirectory(branches: BsbDetail[] = [SYDNEY]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/accounts/bank/:bsb/detail/', ({ params }) => {
      const bsb = String(params.bsb);
      asked.push(bsb);
      const digits = bsb.replace(/-/g, '');
      const found = branches.find((b) => b.bsb.replace(/-/g, '') === digits);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'BSB not found in the directory.', code: 'not_found' }, { status: 404 });
    }),
  );
  return asked;
}

/**
 * OPTIONS of an account's bank accounts: no second factor needed unless told; `confirmed` says
 * whether a code was already given (by default not, when one is needed).
 */
export function serveBankAccountOptions(
  accountId: number,
  {
    passwordRequired = false,
    twoFactor = false,
    confirmed = !twoFactor,
  }: { passwordRequired?: boolean; twoFactor?: boolean; confirmed?: boolean } = {},
) {
  server.use(
    http.options(`*/api/accounts/${accountId}/bank-accounts/`, () =>
      HttpResponse.json({
        security_schema: {
          two_factor_required: twoFactor,
          level: twoFactor ? 'account' : 'none',
          confirmed,
          channel: 'sms',
        },
        is_password_required: passwordRequired,
      }),
    ),
  );
}
