import {
  AccountStatusDisplay,
  UnfilledAccountFieldLabel,
  type AccountStatus,
  type UnfilledAccountField,
} from '@portal/contract';

/** Each status by the name the investor's screens give it. */
export const AccountStatusLabels = Object.fromEntries(
  Object.entries(AccountStatusDisplay).map(([status, display]) => [status, display.display_name]),
) as Record<AccountStatus, string>;

/** "Still missing: trust details, trustee details." or null when nothing is missing. */
export function missingDetailsText(fields: readonly UnfilledAccountField[]): string | null {
  if (fields.length === 0) return null;
  return `Still missing: ${fields.map((f) => UnfilledAccountFieldLabel[f]).join(', ')}.`;
}
