import type { IdentityVerificationInput, IdentityVerificationResult } from '@portal/contract';

export type { IdentityVerificationInput, IdentityVerificationResult };

/**
 * The automatic identity check run when a personal detail is posted (spec 1 §4): name, date of
 * birth, address and one document in, `verified` or `not_verified` with the reasons out. A
 * `not_verified` answer is an outcome, not an error: the form counts the attempt and, after three,
 * offers to skip and leave the check to a person. Throw `IdentityCheckUnavailableError` only when
 * the check could not be run; anything else thrown is a bug.
 * See README.md in this folder for the adapters.
 */
export interface IdentityVerifier {
  readonly name: string;
  verify(input: IdentityVerificationInput): Promise<IdentityVerificationResult>;
}

/**
 * The provider could not be reached (or did not answer), so nothing was decided about the person.
 * Saving personal details answers it with error_1: the details are kept, no attempt is counted,
 * and the person may skip the check. Pass what went wrong as `cause`, for the logs.
 */
export class IdentityCheckUnavailableError extends Error {
  override readonly name = 'IdentityCheckUnavailableError';

  constructor(
    readonly verifier: string,
    options?: { cause?: unknown },
  ) {
    super(`The identity check provider (${verifier}) could not be reached`, options);
  }
}
