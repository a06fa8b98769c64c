import type { FieldError, FieldErrors } from 'react-hook-form';

/**
 * The contract names fields as `categories[0].investment_options[1].target_percentage`; the form
 * names the same field `categories.0.investment_options.1.target_percentage`.
 */
export function formFieldName(contractPath: string): string {
  return contractPath.replace(/\[(\d+)\]/g, '.$1');
}

/** A contract path as a zod issue path: `securities[2].units` -> ['securities', 2, 'units']. */
export function issuePath(contractPath: string): (string | number)[] {
  return formFieldName(contractPath)
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Every message in a (possibly nested) error, for a list whose entries have no field of their own. */
export function errorMessages(error: FieldError | FieldErrors | undefined): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = typeof error.message === 'string' && error.message !== '' ? [error.message] : [];
  const nested = Object.entries(error)
    .filter(([key, value]) => key !== 'ref' && key !== 'message' && key !== 'type' && typeof value === 'object')
    .flatMap(([, value]) => errorMessages(value as FieldErrors));
  return [...new Set([...own, ...nested])];
}
