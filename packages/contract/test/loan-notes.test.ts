import { describe, expect, it } from 'vitest';
import { applyForLoanNotesSchema, Messages, updateLoanNoteBundleSchema } from '../src/index.js';

const problems = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the loan note application body', () => {
  it('takes the account, the bank account and notes with a type, a face value in cents and an interest option', () => {
    const body = {
      account: 5,
      bank_account: 21,
      loan_notes: [{ note_type: 1, face_value: 100, interest_capitalisation: false }],
    };
    expect(applyForLoanNotesSchema.parse(body)).toEqual(body);
  });

  it('each missing part is This field is required, on its entry', () => {
    const result = applyForLoanNotesSchema.safeParse({
      account: 5,
      bank_account: null,
      loan_notes: [{ note_type: null, face_value: null, interest_capitalisation: null }, {}],
    });
    expect(problems(result)).toEqual({
      bank_account: Messages.fieldRequired,
      'loan_notes.0.note_type': Messages.fieldRequired,
      'loan_notes.0.face_value': Messages.fieldRequired,
      'loan_notes.0.interest_capitalisation': Messages.fieldRequired,
      'loan_notes.1.note_type': Messages.fieldRequired,
      'loan_notes.1.face_value': Messages.fieldRequired,
      'loan_notes.1.interest_capitalisation': Messages.fieldRequired,
    });
  });

  it('a face value is whole cents, never a fraction of a cent; at least one note', () => {
    expect(
      problems(
        applyForLoanNotesSchema.safeParse({
          account: 5,
          bank_account: 21,
          loan_notes: [{ note_type: 1, face_value: 100.5, interest_capitalisation: true }],
        }),
      ),
    ).toEqual({ 'loan_notes.0.face_value': Messages.fieldRequired });
    expect(problems(updateLoanNoteBundleSchema.safeParse({ loan_notes: [] }))).toEqual({
      loan_notes: Messages.fieldRequired,
    });
    expect(updateLoanNoteBundleSchema.parse({ bank_account: 3 })).toEqual({ bank_account: 3 });
  });
});
