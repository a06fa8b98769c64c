import { DRIVER_LICENCE_DOCUMENT_RULES, type StateDocumentInfo } from '@portal/contract';
import { AU_STATES } from './au-states.js';

/**
 * What each state's driver licence needs on the personal-details form. Every state and
 * territory now prints a card number on its licences, separate from the licence number, and the
 * form requires it with at most 11 characters (spec 1 §5); the licence number takes at most 11
 * letters and digits.
 */
export const STATES_DOCUMENT_INFO: readonly StateDocumentInfo[] = AU_STATES.map((s) => ({
  state: s.code,
  name: s.name,
  ...DRIVER_LICENCE_DOCUMENT_RULES,
}));
