import { IdentityVerificationStatus } from '@portal/contract';
import type { IdentityVerificationResult, IdentityVerifier } from './identity-verifier.js';

export const MANUAL_REVIEW_REASON =
  'No automatic identity verification is configured; the details are checked by a person';

/**
 * Outside demo mode with no verification provider configured, nobody is verified automatically:
 * every check answers not_verified, and the person sees 'Your details could not be verified
 * automatically, we will be in contact with you to verify your identity.' Passing people without
 * a real check would be worse than asking staff to check them.
 */
export class ManualReviewIdentityVerifier implements IdentityVerifier {
  readonly name = 'manual-review';

  async verify(): Promise<IdentityVerificationResult> {
    return { status: IdentityVerificationStatus.not_verified, reasons: [MANUAL_REVIEW_REASON] };
  }
}
