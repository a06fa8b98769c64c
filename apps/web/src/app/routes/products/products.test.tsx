import { LoanNotesHeldMessages, ReinvestmentMessages, type LoanNoteHeld } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

function note(overrides: Partial<LoanNoteHeld> & { id: number }): LoanNoteHeld {
  return {
    account: { id: 1, name: 'Olivia Bennett' },
    loan_note: null,
    note_type: { id: 4, key: '12-month', label: '1 year' },
    face_value: '25000.00',
    term_months: 12,
    rate: '6.000',
    start_date: '2026-04-27',
    maturity_date: '2027-04-27',
    interest_frequency: 'quarterly',
    is_capitalised: false,
    is_at_call: false,
    interest_paid_to_date: '750.00',
    interest_capitalised_to_date: '0.00',
    current_balance: '25000.00',
    next_interest_date: '2027-01-27',
    status: 'active',
    as_of: '2026-11-27',
    issued_at: '2026-04-27T00:00:00.000Z',
    reinvestment: { cutoff_date: '2027-04-20', can_change: true, instruction: null },
    ...overrides,
  };
}

function serve(notes: LoanNoteHeld[]) {
  server.use(
    http.get('*/api/ipm/loan-notes-held/', () =>
      HttpResponse.json({ count: notes.length, next: null, previous: null, results: notes }),
    ),
  );
}

function open(selectedAccountId: string | null = null) {
  session.signIn('key');
  session.setSelectedAccountId(selectedAccountId);
  return renderApp({ url: '/products/' });
}

const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

describe('/products/', () => {
  it('lists each account’s notes with interest so far, the selected account first', async () => {
    serve([
      note({ id: 1 }),
      note({
        id: 2,
        account: { id: 2, name: 'Bennett Capital Pty Ltd' },
        note_type: { id: 1, key: '48-hour', label: '48-hour at call' },
        face_value: '1000.00',
        term_months: null,
        rate: '4.100',
        maturity_date: null,
        interest_frequency: 'monthly',
        is_capitalised: true,
        is_at_call: true,
        interest_paid_to_date: '0.00',
        interest_capitalised_to_date: '24.17',
        current_balance: '1024.17',
        reinvestment: null,
      }),
    ]);
    open('2');
    const tables = await screen.findAllByRole('table');
    expect(tables.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Loan notes held by Bennett Capital Pty Ltd',
      'Loan notes held by Olivia Bennett',
    ]);
    const company = screen.getByRole('table', { name: 'Loan notes held by Bennett Capital Pty Ltd' });
    expect(cells(within(company).getAllByRole('row')[1]!)).toEqual([
      '48-hour at call',
      '$1,000.00',
      '4.10%',
      '27 Apr 2026',
      'At call',
      '$24.17 capitalised',
      '$1,024.17',
      'Active',
      'No maturity',
      'Redeem',
    ]);
    expect(
      within(company)
        .getByRole('link', { name: 'Redeem 48-hour at call note of Bennett Capital Pty Ltd' })
        .getAttribute('href'),
    ).toBe('/redeem-request/2/');
    const individual = screen.getByRole('table', { name: 'Loan notes held by Olivia Bennett' });
    expect(cells(within(individual).getAllByRole('row')[1]!)).toEqual([
      '1 year',
      '$25,000.00',
      '6.00%',
      '27 Apr 2026',
      '27 Apr 2027',
      '$750.00 paid',
      '$25,000.00',
      'Active',
      `${ReinvestmentMessages.notChosen}Change by 20 Apr 2027Maturity instruction`,
      'Redeem',
    ]);
    expect(within(individual).getByRole('link', { name: 'Maturity instruction for 1 year' }).getAttribute('href')).toBe(
      '/products/1/product-reinvestment/1/',
    );
    expect(screen.getByRole('region', { name: 'Olivia Bennett' })).toBeTruthy();
  });

  it('shows a recorded instruction and the cut-off, and links to change it; a closed one says so', async () => {
    serve([
      note({
        id: 1,
        reinvestment: {
          cutoff_date: '2027-04-20',
          can_change: true,
          instruction: {
            choice: 'rollover',
            note_type: { id: 5, label: '2 years' },
            bank_account: null,
            confirmed_at: '2026-11-27T01:00:00.000Z',
            confirmed_by: 'Olivia Bennett',
          },
        },
      }),
      note({ id: 3, reinvestment: { cutoff_date: '2026-11-20', can_change: false, instruction: null } }),
    ]);
    open();
    const table = await screen.findByRole('table', { name: 'Loan notes held by Olivia Bennett' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!).at(-2)).toBe('Roll over into 2 yearsChange by 20 Apr 2027Maturity instruction');
    expect(within(first!).getByRole('link', { name: 'Maturity instruction for 1 year' }).getAttribute('href')).toBe(
      '/products/update-product-reinvestment-details/1/',
    );
    expect(cells(second!).at(-2)).toBe(`${ReinvestmentMessages.notChosen}Closed 20 Nov 2026Maturity instruction`);
  });

  it('offers no redemption of a matured or redeemed note', async () => {
    serve([note({ id: 1, status: 'matured' }), note({ id: 2, status: 'redeemed', current_balance: '0.00' })]);
    open();
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /^Redeem/ })).toBeNull();
  });

  it('says so when no notes are held', async () => {
    serve([]);
    open();
    expect(await screen.findByText(LoanNotesHeldMessages.noNotes)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
