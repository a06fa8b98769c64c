import {
  ApplicationSettingDefaults,
  RedemptionMessages,
  type LoanNoteHeld,
  type RedeemRequest,
} from '@portal/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const atCall: LoanNoteHeld = {
  id: 7,
  account: { id: 2, name: 'Bennett Capital Pty Ltd' },
  loan_note: null,
  note_type: { id: 1, key: '48-hour', label: '48-hour at call' },
  face_value: '20000.00',
  term_months: null,
  rate: '4.100',
  start_date: '2026-06-27',
  maturity_date: null,
  interest_frequency: 'monthly',
  is_capitalised: true,
  is_at_call: true,
  interest_paid_to_date: '0.00',
  interest_capitalised_to_date: '342.10',
  current_balance: '20342.10',
  next_interest_date: '2026-12-27',
  status: 'active',
  as_of: '2026-11-27',
  issued_at: '2026-06-27T00:00:00.000Z',
  reinvestment: null,
};
const yearly: LoanNoteHeld = {
  ...atCall,
  id: 8,
  note_type: { id: 4, key: '12-month', label: '1 year' },
  term_months: 12,
  maturity_date: '2027-06-27',
  interest_frequency: 'quarterly',
  is_capitalised: false,
  is_at_call: false,
  current_balance: '50000.00',
};

function request(overrides: Partial<RedeemRequest> = {}): RedeemRequest {
  return {
    id: 31,
    account: atCall.account,
    note: { id: 7, label: '48-hour at call', is_at_call: true, maturity_date: null, current_balance: '20342.10' },
    amount: '2000.00',
    whole: false,
    status: 'awaiting_code',
    penalty_text: null,
    code_sent_to: '0412 345 678',
    code_channel: 'sms',
    resend_available_in: 60,
    created: '2026-11-27T01:00:00.000Z',
    confirmed: null,
    settled: null,
    rejected: null,
    reason: null,
    ...overrides,
  };
}

function serveNotes() {
  server.use(
    http.get('*/api/ipm/loan-notes-held/', () =>
      HttpResponse.json({ count: 2, next: null, previous: null, results: [atCall, yearly] }),
    ),
  );
}

function open(url: string) {
  session.signIn('key');
  return renderApp({ url });
}

describe('/redeem-request/{id}/', () => {
  it('part of the at-call note: the amount above the holding is refused on its field and kept as typed', async () => {
    serveNotes();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/ipm/redeem-requests/', async ({ request: req }) => {
        sent.push(await req.json());
        return HttpResponse.json(
          { field_errors: { amount: [RedemptionMessages.aboveHolding(2_034_210n)] }, non_field_errors: [] },
          { status: 400 },
        );
      }),
    );
    const { user } = open('/redeem-request/7/');
    expect(await screen.findByRole('heading', { name: 'Redeem a loan note' })).toBeTruthy();
    expect(screen.getByText('$20,342.10')).toBeTruthy();
    // No penalty for the at-call note.
    expect(screen.queryByRole('checkbox', { name: RedemptionMessages.penaltyCheckbox })).toBeNull();
    const amount = screen.getByRole('textbox', { name: 'Amount to redeem' });
    await user.type(amount, '30000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('You can redeem at most $20,342.10.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect((amount as HTMLInputElement).value).toBe('30000');
    expect(sent).toEqual([{ note: 7, whole: false, amount: '30000' }]);
  });

  it('a fixed-term note shows the penalty text and asks for the checkbox before it continues', async () => {
    serveNotes();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/ipm/redeem-requests/', async ({ request: req }) => {
        sent.push(await req.json());
        return HttpResponse.json(request({ id: 32, whole: true, penalty_text: 'Penalty' }), { status: 201 });
      }),
      http.get('*/api/ipm/redeem-requests/32/', () => HttpResponse.json(request({ id: 32, whole: true }))),
    );
    const { user } = open('/redeem-request/8/');
    expect(await screen.findByText(ApplicationSettingDefaults.earlyRedemptionPenaltyText)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'The whole note ($50,000.00)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(RedemptionMessages.penaltyNotAccepted)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: RedemptionMessages.penaltyCheckbox }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your redemption' })).toBeTruthy();
    expect(sent).toEqual([{ note: 8, whole: true, penalty_accepted: true }]);
  });
});

describe('/confirm-redeem-request/{id}/', () => {
  it('says where the code went, puts a wrong code on the field, then confirms and says it is sent', async () => {
    let confirmed = false;
    server.use(
      http.get('*/api/ipm/redeem-requests/31/', () =>
        HttpResponse.json(request(confirmed ? { status: 'requested' } : {})),
      ),
      http.post('*/api/ipm/redeem-requests/31/confirm/', async ({ request: req }) => {
        const { code } = (await req.json()) as { code: string };
        if (code !== '123456')
          return HttpResponse.json(
            { field_errors: { code: [RedemptionMessages.invalidCode] }, non_field_errors: [] },
            { status: 400 },
          );
        confirmed = true;
        return HttpResponse.json(request({ status: 'requested' }));
      }),
    );
    const { user } = open('/confirm-redeem-request/31/');
    expect(await screen.findByText('We sent a code by SMS to 0412 345 678.')).toBeTruthy();
    expect(screen.getByText('$2,000.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend code in/ })).toHaveProperty('disabled', true);
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(RedemptionMessages.invalidCode)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(RedemptionMessages.done)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bennett Capital Pty Ltd' }).getAttribute('href')).toBe(
      '/accounts/2',
    );
  });
});
