import { isApiError } from '../../../lib/api-error';

/**
 * Every query of the summary sits under the accounts root, with the same keys as the screens that
 * change each part (accounts, loan notes, portfolio application), so a saved form refreshes the
 * summary, and submitting (which changes the account's steps, loan notes and statement)
 * invalidates them all.
 */
export const ACCOUNT_DATA_ROOT = ['accounts'] as const;

/** A part not saved yet answers 404: the summary shows it as not given. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
