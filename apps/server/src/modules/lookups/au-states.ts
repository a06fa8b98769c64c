import { AuState, AuStateName, type AuStateItem } from '@portal/contract';

/** The eight states and territories, by name (the order the forms list them). */
export const AU_STATES: readonly AuStateItem[] = Object.values(AuState)
  .map((code) => ({ code, name: AuStateName[code] }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
