/**
 * Account setup (spec 2 §2, §5, §8): the people on an account, its signing authority and the
 * application's steps. This domain's part of `Messages`.
 */
export const accountSpecMessages = {
  agreementNotFound: 'Agreement for this application is not found',
  directorOwnershipQuestion:
    'Do you hold beneficial ownership or control 25% or greater, or responsible for strategic or financial decision of the company?',
  possibleDuplicateDirectorsWarning:
    'The list of additional directors below contains a name that may be a duplicate of yourself. Please check the names below and remove any that are not required.',
  possibleDuplicateDirector: 'This may be a duplicate. Please remove if it is not required.',
  signingAuthorityQuestion: 'Who can provide us instructions on the account?',
  anyApplicantToSign: 'Any applicant to sign',
  allApplicantsToSign: 'All applicants to sign',
  advancedSettings: 'Advanced settings',
  minimumNumberOfSignatures: 'Minimum number of signatures',
  signaturesOfSpecificMembers: 'Signatures of specific members of the account',
  additionalTrusteesQuestion: 'Are there any additional Trustees?',
  addTrustee: 'Add trustee',
  finaliseAndSubmit: 'Finalise and submit your application',
  exitAndCompleteLater: 'exit and complete later',
  finishLater: 'Finish later',
  accountInvitations: 'Account invitations',
  openRequests: 'Open requests',
  resendInvite: 'Resend invite',
  secondaryUsersLimit: 'You have achieved to limits of Individuals',
  deleteEntryConfirmation: 'Are you sure that you want to delete this entry?',
  trustDeedRequiredTitle: 'Trust deed required',
  secondaryUserReinvited: 'The secondary user has been successfully re-invited.',
  /**
   * Ours: an ABN or ACN lookup whose register could not answer (it timed out, could not be reached
   * or sent something unreadable). The spec quotes none; the form keeps what was typed.
   */
  businessRegisterUnavailable:
    'We could not reach the business register just now. Your entries are kept: please try again in a moment.',
} as const;
