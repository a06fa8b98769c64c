import type {
  LoanNoteHeld,
  OperatorAccount,
  OperatorAccountPortfolio,
  OperatorBankAccount,
  OperatorDocument,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

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

/** What the account page's sections show of an account: nothing, unless told. */
export interface AccountSections {
  bankAccounts?: OperatorBankAccount[];
  portfolio?: OperatorAccountPortfolio;
  loanNotes?: LoanNoteHeld[];
  documents?: OperatorDocument[];
}

/**
 * Serves the routes of the account page's sections (bank accounts, portfolio, loan notes,
 * documents) for any account id; documents are paged as the route pages them. Records the
 * loan notes' and documents' queries.
 */
export function serveAccountSections(sections: AccountSections = {}) {
  const calls = { loanNotes: [] as URLSearchParams[], documents: [] as URLSearchParams[] };
  const documents = sections.documents ?? [];
  server.use(
    http.get('*/api/operator/accounts/:id/bank-accounts/', () => HttpResponse.json(sections.bankAccounts ?? [])),
    http.get('*/api/operator/accounts/:id/portfolio/', () =>
      HttpResponse.json(sections.portfolio ?? { date: null, investment_options: [], total: '0.00' }),
    ),
    http.get('*/api/operator/loan-notes/', ({ request }) => {
      calls.loanNotes.push(new URL(request.url).searchParams);
      const results = sections.loanNotes ?? [];
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/operator/accounts/:id/documents/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.documents.push(params);
      const page = Number(params.get('page') ?? 1);
      const size = Number(params.get('page_size') ?? 10);
      const results = documents.slice((page - 1) * size, page * size);
      return HttpResponse.json({ count: documents.length, next: null, previous: null, results });
    }),
  );
  return calls;
}
