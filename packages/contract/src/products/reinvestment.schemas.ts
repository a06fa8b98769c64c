/**
 * Reinvestment at maturity (issue #22 item 4): what happens to a fixed-term note's money when it
 * matures. The investor chooses to roll it over into an active note type of the application or
 * to have it repaid to the account's linked bank account, changeable until the cut-off (a
 * setting of the application, business days before maturity). No choice recorded: repaid to the
 * linked bank account (`ReinvestmentMessages.notChosen`).
 */
import { z } from 'zod';
import { parseIsoDate, toIsoDate } from '../dates/calendar-date.js';
import { subtractBusinessDays } from '../dates/business-days.js';
import { MAX_RECORD_ID } from '../fields/record-id.js';
import { formatDate } from '../formatters/dates.js';
import { Messages } from '../messages.js';

export const ReinvestmentChoice = { rollover: 'rollover', repay: 'repay' } as const;
export type ReinvestmentChoice = (typeof ReinvestmentChoice)[keyof typeof ReinvestmentChoice];

export const ReinvestmentChoiceLabels: Record<ReinvestmentChoice, string> = {
  rollover: 'Roll over into a new note',
  repay: 'Repay to my linked bank account',
};

export const ReinvestmentMessages = {
  choiceRequired: 'Choose to roll over or to be repaid.',
  noteTypeRequired: 'Choose the note type to roll over into.',
  noteTypeNotOffered: 'This note type is not offered: choose one of the list.',
  /** Spec 2 §8: an inactive product outside the loan note application asks for another. */
  noteTypeNotActive: Messages.productNotAvailableChooseAnother,
  closed: (cutoffDate: string) => `Reinvestment instructions for this note closed on ${formatDate(cutoffDate)}.`,
  atCall: 'An at-call note has no maturity: there is nothing to reinvest.',
  notActive: 'This note has matured or been redeemed: its instruction can no longer change.',
  noBankAccount:
    'This account has no linked bank account for its loan notes: add one under Bank accounts before choosing repayment.',
  notChosen: 'Not chosen: repaid to your linked bank account',
  recorded: 'Your maturity instruction has been recorded.',
} as const;

/** The last day (Sydney) a note's instruction can change: `businessDays` business days before maturity. */
export function reinvestmentCutoffDate(maturityDate: string, businessDays: number): string {
  const maturity = parseIsoDate(maturityDate);
  if (!maturity) throw new Error(`not a date: ${maturityDate}`);
  return toIsoDate(subtractBusinessDays(maturity, businessDays));
}

/** Changeable through the cut-off day itself; closed from the day after. Both ISO dates. */
export function canChangeReinvestment(cutoffDate: string, today: string): boolean {
  return today <= cutoffDate;
}

/** POST /api/ipm/loan-notes-held/{id}/reinvestment/ */
export const reinvestmentInputSchema = z
  .object({
    choice: z.enum(ReinvestmentChoice, { error: ReinvestmentMessages.choiceRequired }),
    /** The note type to roll over into; required for rollover, ignored for repay. */
    note_type: z
      .number({ error: ReinvestmentMessages.noteTypeRequired })
      .int(ReinvestmentMessages.noteTypeRequired)
      .positive(ReinvestmentMessages.noteTypeRequired)
      .max(MAX_RECORD_ID, ReinvestmentMessages.noteTypeRequired)
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.choice === ReinvestmentChoice.rollover && (value.note_type === null || value.note_type === undefined))
      ctx.addIssue({ code: 'custom', path: ['note_type'], message: ReinvestmentMessages.noteTypeRequired });
  })
  .meta({ id: 'ReinvestmentInput' });
export type ReinvestmentInput = z.input<typeof reinvestmentInputSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const reinvestmentNoteTypeSchema = z.object({ id: z.number().int(), label: z.string() });

/** The linked bank account, its number masked to the last 3 digits. */
export const reinvestmentBankAccountSchema = z
  .object({ id: z.number().int(), name: z.string(), bsb: z.string(), number: z.string(), bank: z.string() })
  .meta({ id: 'ReinvestmentBankAccount' });
export type ReinvestmentBankAccount = z.infer<typeof reinvestmentBankAccountSchema>;

export const reinvestmentInstructionSchema = z
  .object({
    choice: z.enum(ReinvestmentChoice),
    /** For rollover: the type it rolls into. */
    note_type: reinvestmentNoteTypeSchema.nullable(),
    /** For repay: the bank account it is paid to. */
    bank_account: reinvestmentBankAccountSchema.nullable(),
    confirmed_at: z.string(),
    confirmed_by: z.string(),
  })
  .meta({ id: 'ReinvestmentInstruction' });
export type ReinvestmentInstruction = z.infer<typeof reinvestmentInstructionSchema>;

/** On each held note: null for the at-call note (no maturity). */
export const heldNoteReinvestmentSchema = z
  .object({
    /** The last day (Sydney) the instruction can change. */
    cutoff_date: isoDate,
    can_change: z.boolean(),
    /** The newest confirmed instruction; null: none (repaid to the linked bank account). */
    instruction: reinvestmentInstructionSchema.nullable(),
  })
  .meta({ id: 'HeldNoteReinvestment' });
export type HeldNoteReinvestment = z.infer<typeof heldNoteReinvestmentSchema>;
