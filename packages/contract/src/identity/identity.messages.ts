/** The automatic identity check (spec 1 §2, §4, §8): this domain's part of `Messages`. */
export const identitySpecMessages = {
  verificationRequiredTitle: 'Verification required',
  detailsNotVerified:
    'Your details could not be verified automatically, we will be in contact with you to verify your identity.',
  /** Ours: the detail of error_1 (the identity check service could not be reached); the spec names the code only. */
  identityCheckUnavailable:
    'We could not reach the identity check service. Your details are saved: try again, or skip and we will verify your identity ourselves.',
  /** Ours: an identity document names an upload the user does not have (removed, or never theirs). */
  uploadedFileNotFound: 'Upload the document again: this file was not found.',
} as const;
