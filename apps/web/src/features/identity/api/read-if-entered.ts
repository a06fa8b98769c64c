import { isApiError } from '../../../lib/api-error';

/** A detail the user has not entered yet answers 404; to the form that is "empty", not an error. */
export async function readIfEntered<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
