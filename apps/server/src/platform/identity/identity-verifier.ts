import type { IdentityVerificationInput, IdentityVerificationResult } from '@portal/contract';

export type { IdentityVerificationInput, IdentityVerificationResult };

/**
 * The automatic identity check run when a personal detail is posted (spec 1 §4): name, date of
 * birth, address and one document in, `verified` or `not_verified` with the reasons out. A
 * `not_verified` answer is an outcome, not an error: the form counts the attempt and, after three,
 * offers to skip and leave the check to a person. Throw only when the check could not be run.
 * See README.md in this folder for the adapters.
 */
export interface IdentityVerifier {
  readonly name: string;
  verify(input: IdentityVerificationInput): Promise<IdentityVerificationResult>;
}
