import type { LoanNoteHeld } from '@portal/contract';

/** A held note as the API answers it: $25,000 for 12 months, active, unless told. */
export function testLoanNoteHeld(overrides: Partial<LoanNoteHeld> = {}): LoanNoteHeld {
  return {
    id: 1,
    account: { id: 12, name: 'Smith Family Trust' },
    loan_note: 3,
    note_type: { id: 2, key: '12-month', label: '12-month note' },
    face_value: '25000.00',
    term_months: 12,
    rate: '6.000',
    start_date: '2026-01-15',
    maturity_date: '2027-01-15',
    interest_frequency: 'quarterly',
    is_capitalised: false,
    is_at_call: false,
    interest_paid_to_date: '0.00',
    interest_capitalised_to_date: '0.00',
    current_balance: '25000.00',
    next_interest_date: '2027-01-15',
    status: 'active',
    as_of: '2026-11-27',
    issued_at: '2026-01-15T01:00:00Z',
    reinvestment: null,
    ...overrides,
  };
}
