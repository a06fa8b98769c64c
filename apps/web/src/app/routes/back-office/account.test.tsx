import {
  accountProductLabel,
  formatDate,
  formatMoney,
  type OperatorBankAccount,
  type OperatorDocument,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAccountSections, testOperatorAccount, type AccountSections } from '../../../testing/back-office-accounts';
import { renderBackOfficeQueues, testOperatorChangeRequest } from '../../../testing/back-office-queues';
import { testDocument } from '../../../testing/documents';
import { testLoanNoteHeld } from '../../../testing/loan-notes-held';
import { server } from '../../../testing/mocks/server';

/**
 * The back office's account page shows what the account's members see of it (issue #23 "see
 * everything the investor sees"): its bank accounts, holdings and documents.
 */
const ACCOUNT = testOperatorAccount({ status: 'active', products: ['ipm', 'icf'] });
const WAITING = testOperatorChangeRequest({
  id: 41,
  kind: 'edit',
  status: 'pending',
  status_display: 'Waiting for members',
  bank_account_id: 7,
});

function bankAccount(overrides: Partial<OperatorBankAccount> & { id: number }): OperatorBankAccount {
  return {
    status: 'active',
    name: 'Bennett Holdings Pty Ltd',
    bsb: '062000',
    number: '*****678',
    bank: 'Commonwealth Bank of Australia',
    branch: '48 Martin Place Sydney',
    linked_products: [],
    open_change_request: null,
    ...overrides,
  };
}

function operatorDocument(id: number, overrides: Partial<OperatorDocument> = {}): OperatorDocument {
  return {
    ...testDocument({ id, account: { id: ACCOUNT.id, name: ACCOUNT.name } }),
    account_code: 'DEMO-CO-001',
    created: '2026-11-20T01:00:00Z',
    ...overrides,
  };
}

function renderAccount(sections: AccountSections) {
  server.use(http.get('*/api/operator/accounts/:id/', () => HttpResponse.json(ACCOUNT)));
  const calls = serveAccountSections(sections);
  return { ...renderBackOfficeQueues(`/back-office/accounts/${ACCOUNT.id}/`), calls };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('an account’s page: what its members see', () => {
  it('lists its bank accounts, the number by its last digits, with status, products and the request each waits on', async () => {
    renderAccount({
      bankAccounts: [
        bankAccount({ id: 7, linked_products: ['ipm', 'icf'], open_change_request: WAITING }),
        bankAccount({ id: 8, name: 'Savings', number: '****4321', status: 'pending_verification', branch: '' }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Bank accounts' });
    const table = await within(section).findByRole('table', { name: 'Bank accounts' });
    const [linked, pending] = rowsOf(table) as [HTMLElement, HTMLElement];
    expect(
      within(linked)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '062-000',
      'Ending 678',
      'Commonwealth Bank of Australia, 48 Martin Place Sydney',
      'Active',
      `${accountProductLabel('ipm')}, ${accountProductLabel('icf')}`,
      'Change bank account details: Waiting for members',
    ]);
    expect(
      within(linked)
        .getByRole('link', { name: 'Change bank account details: Waiting for members' })
        .getAttribute('href'),
    ).toBe('/back-office/change-requests/41/');
    expect(within(pending).getByRole('rowheader').textContent).toBe('Savings');
    expect(
      within(pending)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['062-000', 'Ending 321', 'Commonwealth Bank of Australia', 'Waiting for verification', '—', 'None']);
    // The full number never reaches the page: the route sends it masked.
    expect(section.textContent).not.toContain('*');
  });

  it('shows its holdings: each investment option’s value and the total, then the loan notes with their balances', async () => {
    const { calls } = renderAccount({
      portfolio: {
        date: '2026-11-26',
        investment_options: [
          { id: 1, label: 'Australian Equities Growth', value: '123456.78' },
          { id: 2, label: 'Income Focus', value: '1000.05' },
        ],
        total: '124456.83',
      },
      loanNotes: [
        testLoanNoteHeld({ id: 3, account: { id: ACCOUNT.id, name: ACCOUNT.name }, current_balance: '25000.00' }),
        testLoanNoteHeld({
          id: 4,
          account: { id: ACCOUNT.id, name: ACCOUNT.name },
          note_type: { id: 5, key: '48-hour', label: '48-hour at call' },
          face_value: '20000.00',
          rate: '4.250',
          maturity_date: null,
          is_capitalised: true,
          current_balance: '20354.17',
        }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Holdings' });
    const portfolio = await within(section).findByRole('table', { name: 'Private portfolio' });
    expect(rowsOf(portfolio).map((row) => row.textContent)).toEqual([
      'Australian Equities Growth$123,456.78',
      'Income Focus$1,000.05',
      'Total$124,456.83',
    ]);
    expect(within(section).getByText(`Values as of ${formatDate('2026-11-26')}.`)).toBeTruthy();
    const notes = within(section).getByRole('table', { name: 'Loan notes' });
    const [fixed, atCall] = rowsOf(notes) as [HTMLElement, HTMLElement];
    expect(
      within(fixed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatMoney('25000.00'),
      '6.00%',
      formatDate('2026-01-15'),
      formatDate('2027-01-15'),
      '$25,000.00',
      'Active',
    ]);
    expect(within(atCall).getByRole('rowheader').textContent).toBe('48-hour at call');
    expect(
      within(atCall)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$20,000.00', '4.25%', formatDate('2026-01-15'), 'At call', '$20,354.17', 'Active']);
    expect(Object.fromEntries(calls.loanNotes.at(-1)!)).toEqual({ account: String(ACCOUNT.id), page_size: '100' });
  });

  it('lists its documents with title, category and date, a page at a time', async () => {
    const documents = Array.from({ length: 12 }, (_, i) =>
      operatorDocument(100 + i, {
        company: `Quarterly report ${i + 1}`,
        date_of: `2026-${String(12 - i).padStart(2, '0')}-01`,
      }),
    );
    const { user, calls } = renderAccount({ documents });
    const section = await screen.findByRole('region', { name: 'Documents' });
    const table = await within(section).findByRole('table', { name: 'Documents' });
    expect(rowsOf(table)).toHaveLength(10);
    expect(rowsOf(table)[0]!.textContent).toBe(`Quarterly report 1Quarterly Report${formatDate('2026-12-01')}`);
    expect(Object.fromEntries(calls.documents.at(-1)!)).toEqual({ page: '1', page_size: '10' });

    await user.click(within(section).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(rowsOf(within(section).getByRole('table', { name: 'Documents' }))).toHaveLength(2));
    expect(calls.documents.at(-1)!.get('page')).toBe('2');
    expect(within(section).getByText('Quarterly report 12')).toBeTruthy();
  });

  it('says when the account has no bank account, holdings or documents', async () => {
    renderAccount({});
    expect(
      await within(await screen.findByRole('region', { name: 'Bank accounts' })).findByText('No bank account linked.'),
    ).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Holdings' })).findByText('No holdings.')).toBeTruthy();
    expect(
      await within(screen.getByRole('region', { name: 'Documents' })).findByText(
        'No documents published on this account.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Bank accounts' })).toBeNull();
  });
});
