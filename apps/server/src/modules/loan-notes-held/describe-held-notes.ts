import {
  canChangeReinvestment,
  isAtCallNote,
  LoanNoteHeldStatus,
  reinvestmentCutoffDate,
  type LoanNoteHeld,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { toInstruction, toLoanNoteHeld } from './held-note.mapper.js';
import { latestInstructions, redemptionsOf, type HeldNoteView } from './loan-notes-held.repository.js';

/** Business days before maturity a reinvestment instruction closes, for a note of this application. */
export type CutoffDaysOf = (tenantId: number | null) => number;

/**
 * The notes as the wire has them, as of `asOf`: interest with the redemptions settled, and each
 * fixed-term note's cut-off and newest reinvestment instruction (the at-call note has neither).
 * Two statements for any number of notes.
 */
export async function describeHeldNotes(
  db: Database,
  views: readonly HeldNoteView[],
  asOf: string,
  cutoffDaysOf: CutoffDaysOf,
): Promise<LoanNoteHeld[]> {
  const ids = views.map((v) => v.note.id);
  const [redemptions, instructions] = await Promise.all([redemptionsOf(db, ids), latestInstructions(db, ids)]);
  return views.map((view) => {
    const settled = redemptions.get(view.note.id) ?? [];
    const plain = toLoanNoteHeld(view, asOf, settled, null);
    const maturity = view.note.maturityDate;
    if (isAtCallNote({ term: view.type.term, term_unit: view.type.termUnit }) || !maturity) return plain;
    const cutoff = reinvestmentCutoffDate(maturity, cutoffDaysOf(view.tenantId));
    const found = instructions.get(view.note.id);
    return {
      ...plain,
      reinvestment: {
        cutoff_date: cutoff,
        can_change: plain.status === LoanNoteHeldStatus.active && canChangeReinvestment(cutoff, asOf),
        instruction: found ? toInstruction(found) : null,
      },
    };
  });
}
