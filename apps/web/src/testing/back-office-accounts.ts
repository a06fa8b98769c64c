import type { OperatorAccount } from '@portal/contract';

/** An account as GET /api/operator/accounts/{id}/ answers it. */
export function testOperatorAccount(overrides: Partial<OperatorAccount> = {}): OperatorAccount {
  return {
    id: 21,
    uuid: '00000000-0000-4000-8000-000000000021',
    external_code: null,
    name: 'Bennett Holdings Pty Ltd',
    type: 'company',
    status: 'awaiting_activation',
    trustee: null,
    trustee_name: '',
    abn: '51824753556',
    acn: '824753556',
    products: ['icf'],
    members: [
      {
        user_id: 3,
        email: 'sam@example.com',
        first_name: 'Sam',
        last_name: 'Bennett',
        role: 'primary',
        status: 'primary',
      },
      {
        user_id: 4,
        email: 'jo@example.com',
        first_name: 'Jo',
        last_name: 'Bennett',
        role: 'secondary',
        status: 'joined',
      },
    ],
    invitees: [],
    unfilled_fields: [],
    created_at: '2026-11-20T01:00:00Z',
    activated_at: null,
    ...overrides,
  };
}
