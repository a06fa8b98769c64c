import { LoanNotesHeldMessages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testOperatorAccount } from '../../../testing/back-office-accounts';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { testLoanNoteHeld } from '../../../testing/loan-notes-held';
import { server } from '../../../testing/mocks/server';

const FIXED = testLoanNoteHeld();
const AT_CALL = testLoanNoteHeld({
  id: 2,
  account: { id: 13, name: 'Jones Super Fund' },
  note_type: { id: 5, key: '48-hour', label: '48-hour at call' },
  face_value: '1000.00',
  term_months: null,
  maturity_date: null,
  is_at_call: true,
});

function serveLoanNotes(options: { issue?: () => Response } = {}) {
  const calls = { lists: [] as URLSearchParams[], issued: [] as unknown[] };
  const BENNETT = testOperatorAccount();
  server.use(
    http.get('*/api/operator/loan-notes/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = [FIXED, AT_CALL].filter(
        (n) => (!status || n.status === status) && n.account.name.toLowerCase().includes(search),
      );
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/operator/accounts/:id/', ({ params }) =>
      Number(params.id) === BENNETT.id
        ? HttpResponse.json(BENNETT)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
    ),
    http.post('*/api/operator/loan-notes/issue/', async ({ request }) => {
      if (options.issue) return options.issue();
      calls.issued.push(await request.json());
      const issued = [testLoanNoteHeld({ id: 9, account: { id: BENNETT.id, name: BENNETT.name } })];
      return HttpResponse.json({ count: 1, next: null, previous: null, results: issued }, { status: 201 });
    }),
  );
  return { calls, account: BENNETT };
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Loan notes' }))
    .getAllByRole('row')
    .slice(1);

describe('the loan notes queue', () => {
  it('lists a page of notes held: account, note type, principal, start, maturity, status', async () => {
    const { calls } = serveLoanNotes();
    renderBackOfficeQueues('/back-office/loan-notes/');
    expect(await screen.findByRole('heading', { name: 'Loan notes' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(calls.lists[0]?.get('ordering')).toBe('-issued');
    const fixed = within(dataRows()[0]!);
    expect(fixed.getByText('Smith Family Trust (12)')).toBeTruthy();
    expect(fixed.getByText('12-month note')).toBeTruthy();
    expect(fixed.getByText('$25,000.00')).toBeTruthy();
    expect(fixed.getByText('15 Jan 2027')).toBeTruthy();
    expect(fixed.getByText('Active')).toBeTruthy();
    expect(within(dataRows()[1]!).getByText('At call')).toBeTruthy();
  });

  it('asks the route for a status and a search by account', async () => {
    const { calls } = serveLoanNotes();
    const { user } = renderBackOfficeQueues('/back-office/loan-notes/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Matured' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('status')).toBe('matured'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by account' }), 'jones');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('jones'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  });

  it('issues an account’s notes after a confirmation naming the account', async () => {
    const { calls, account } = serveLoanNotes();
    const { user } = renderBackOfficeQueues('/back-office/loan-notes/');
    await user.click(await screen.findByRole('button', { name: 'Issue notes for an account' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue notes for an account' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(LoanNotesHeldMessages.accountRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(LoanNotesHeldMessages.accountNotFound)).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Account number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), String(account.id));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText(new RegExp(`${account.name} \\(account ${account.id}\\)`))).toBeTruthy();
    expect(calls.issued).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Issue notes' }));
    expect((await screen.findByRole('status')).textContent).toBe(`1 note issued for ${account.name}.`);
    expect(calls.issued).toEqual([{ account: account.id }]);
  });

  it('shows the server’s refusal in the dialog, and Back keeps the number typed', async () => {
    const { account } = serveLoanNotes({
      issue: () =>
        HttpResponse.json(
          { field_errors: { account: [LoanNotesHeldMessages.alreadyIssued] }, non_field_errors: [] },
          { status: 400 },
        ),
    });
    const { user } = renderBackOfficeQueues('/back-office/loan-notes/');
    await user.click(await screen.findByRole('button', { name: 'Issue notes for an account' }));
    const dialog = screen.getByRole('dialog', { name: 'Issue notes for an account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), String(account.id));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Issue notes' }));
    expect(await within(dialog).findByText(LoanNotesHeldMessages.alreadyIssued)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect((within(dialog).getByRole('textbox', { name: 'Account number' }) as HTMLInputElement).value).toBe(
      String(account.id),
    );
  });
});
