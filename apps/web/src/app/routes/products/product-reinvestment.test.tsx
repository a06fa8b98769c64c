import {
  ReinvestmentMessages,
  type LoanNoteHeld,
  type ReinvestmentInput,
  type ReinvestmentOptions,
} from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const NOTE: LoanNoteHeld = {
  id: 7,
  account: { id: 3, name: 'Bennett Capital Pty Ltd' },
  loan_note: null,
  note_type: { id: 4, key: '12-month', label: '1 year' },
  face_value: '50000.00',
  term_months: 12,
  rate: '6.000',
  start_date: '2026-06-27',
  maturity_date: '2027-06-28',
  interest_frequency: 'quarterly',
  is_capitalised: false,
  is_at_call: false,
  interest_paid_to_date: '750.00',
  interest_capitalised_to_date: '0.00',
  current_balance: '50000.00',
  next_interest_date: '2026-12-27',
  status: 'active',
  as_of: '2026-11-27',
  issued_at: '2026-06-27T00:00:00.000Z',
  reinvestment: { cutoff_date: '2027-06-21', can_change: true, instruction: null },
};

function options(overrides: Partial<ReinvestmentOptions> = {}): ReinvestmentOptions {
  return {
    note: NOTE,
    note_types: [
      { id: 4, label: '1 year' },
      { id: 5, label: '2 years' },
    ],
    bank_account: { id: 9, name: 'Bennett Capital', bsb: '062000', number: '*****678', bank: 'CBA' },
    cutoff_date: '2027-06-21',
    can_change: true,
    instruction: null,
    ...overrides,
  };
}

function serve(answer: ReinvestmentOptions, posted: ReinvestmentInput[] = []) {
  server.use(
    http.get('*/api/ipm/loan-notes-held/7/reinvestment/', () => HttpResponse.json(answer)),
    http.post('*/api/ipm/loan-notes-held/7/reinvestment/', async ({ request }) => {
      posted.push((await request.json()) as ReinvestmentInput);
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.get('*/api/ipm/loan-notes-held/', () =>
      HttpResponse.json({ count: 1, next: null, previous: null, results: [NOTE] }),
    ),
  );
  return posted;
}

function open(url: string) {
  session.signIn('key');
  return renderApp({ url });
}

describe('maturity instruction', () => {
  it('chooses roll-over, confirms on the confirmation screen (Back keeps the choice) and returns to /products/', async () => {
    const posted = serve(options());
    const { user, location } = open('/products/3/product-reinvestment/7/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maturity instruction' })).toBeTruthy();
    expect(await screen.findByText(/Currently: Not chosen: repaid to your linked bank account/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Roll over into a new note' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose the note type to roll over into.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Note type to roll over into' }), '2 years');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm maturity instruction' })).toBeTruthy();
    expect(location().pathname).toBe('/products/product-reinvestment/confirm-instruction/7/');
    expect(screen.getByText('Roll over into 2 years')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maturity instruction' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Roll over into a new note' }).checked).toBe(true);
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Note type to roll over into' }).selectedOptions[0]!
        .textContent,
    ).toBe('2 years');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(await screen.findByText(ReinvestmentMessages.recorded)).toBeTruthy();
    expect(posted).toEqual([{ choice: 'rollover', note_type: 5 }]);
  });

  it('repayment shows the linked bank account; the update-details page is filled with the current instruction', async () => {
    serve(
      options({
        instruction: {
          choice: 'repay',
          note_type: null,
          bank_account: { id: 9, name: 'Bennett Capital', bsb: '062000', number: '*****678', bank: 'CBA' },
          confirmed_at: '2026-11-27T01:00:00.000Z',
          confirmed_by: 'Olivia Bennett',
        },
      }),
    );
    open('/products/update-product-reinvestment-details/7/');
    const repay = await screen.findByRole<HTMLInputElement>('radio', { name: 'Repay to my linked bank account' });
    expect(repay.checked).toBe(true);
    expect(screen.getByText('Paid to Bennett Capital, BSB 062000, account *****678.')).toBeTruthy();
  });

  it('shows the refusal on the confirmation screen when the cut-off passed meanwhile', async () => {
    serve(options());
    server.use(
      http.post('*/api/ipm/loan-notes-held/7/reinvestment/', () =>
        HttpResponse.json(
          { field_errors: {}, non_field_errors: [ReinvestmentMessages.closed('2027-06-21')] },
          { status: 400 },
        ),
      ),
    );
    const { user } = open('/products/product-reinvestment/confirm-instruction/7/?choice=repay');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Reinvestment instructions for this note closed on 21 Jun 2027.')).toBeTruthy();
  });

  it('after the cut-off the page is read-only and says when it closed', async () => {
    serve(options({ can_change: false, cutoff_date: '2026-11-20' }));
    open('/products/3/product-reinvestment/7/');
    const section = await screen.findByRole('region', { name: 'At maturity' });
    expect(within(section).getByText('Reinvestment instructions for this note closed on 20 Nov 2026.')).toBeTruthy();
    expect(within(section).getByText(ReinvestmentMessages.notChosen)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
