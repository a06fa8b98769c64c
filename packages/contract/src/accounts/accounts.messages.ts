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
  /** Ours: an ABN or ACN the register does not hold, on its field. */
  abnNotFound: 'No business is registered under this ABN. Please check the number.',
  acnNotFound: 'No company is registered under this ACN. Please check the number.',
  /** Ours: an SMSF account takes the fund's own ABN. */
  abnNotSmsf: 'This ABN does not belong to a self-managed superannuation fund.',
  /** Ours: a company the register shows as deregistered cannot hold or act for an account. */
  acnDeregistered: 'This company has been deregistered and cannot be used for a new account.',
  /** Ours: the 403 of a change by someone on the account without signing authority; the spec gives it no words. */
  signingAuthorityRequired: 'Only a person with signing authority on this account can change its details.',
  /** Ours: a person whose e-mail is already on the account (twice in a list, or already added). */
  personAlreadyOnAccount: 'This person is already on the account.',
  /** Ours: the primary person's own e-mail given for another person. */
  personIsPrimary: 'This is your own e-mail address. Add the other people on the account here.',
  /** Ours: removing a person the account must keep (spec 2 §6 is_removable_from_account is false). */
  personNotRemovable: 'This person cannot be removed from the account.',
  /** Ours: an individual account has no other people. */
  accountTakesNoSecondaryUsers: 'An individual account has no other people on it.',
  /** Ours: beneficial owners of an account that is not a company or a trust. */
  beneficialOwnersNotTaken: 'Beneficial owners are recorded for company and trust accounts only.',
  /** Ours: a re-invite of someone who has joined already. */
  personAlreadyJoined: 'This person has already joined the account.',
  /** Ours: the answer to removing a person (DELETE secondary-users/{uid}/ or beneficial-owners/{uid}/). */
  personRemoved: 'The person has been removed from the account.',
  /** Ours: the answer to DELETE acn-data/users/{uid}/. */
  officeholderRemoved: 'This officeholder will no longer be suggested as a director.',
  /** Ours: an ACN officeholder the account's lookup does not hold (or no longer offers). */
  acnOfficeholderNotFound: 'This officeholder is not among the company’s officeholders on record.',
  /** Ours: the investor's activate of an account that is not in setup. */
  accountNotAwaitingActivation: 'This account is not waiting to be activated.',
  /** Ours: the investor's activate while parts are still missing; `parts` names them. */
  accountDetailsMissing: (parts: string) => `Please fill in the account's missing details first: ${parts}.`,
} as const;

/** Ours: wording the account screens need that the documents do not quote. */
export const AccountMessages = {
  /** On an existing account's card when the person may not sign for it (spec 2 §1, §4, §6). */
  noSigningAuthority:
    'You do not have signing authority on this account, so you cannot apply with it. Choose another account or set up a new one.',
  noAccountsYet: 'You have no accounts yet.',
  /** The trustee confirmation of an SMSF or a trust with an individual trustee (spec 2 §5 trustee_confirm). */
  trusteeConfirmation: 'I confirm that I am a trustee and may open this account on its behalf',
  /** An ABN the register lists as cancelled: shown, and refused when the account is created. */
  abnCancelled: 'The register lists this ABN as cancelled: an account cannot be opened with it.',
  /** The tag beside an account's name while it waits to be activated (spec 2 §2 Account details page). */
  awaitingActivation: 'Awaiting activation',
  nothingMissing: 'Every detail this account needs is filled in.',
  /** Trust details (spec 2 §7) asked of an account that is not a trust. */
  trustDetailsOnlyForTrusts: 'Trust details can only be given for a trust account.',
  /** GET trust details of a trust whose details are not saved yet (a 404). */
  trustDetailsNotSaved: 'This trust’s details have not been saved yet.',
  /** POST of trust details already saved: they are changed with PATCH. */
  trustDetailsAlreadySaved: 'This trust’s details are already saved: change them instead.',
  /** Corporate tax (spec 2 §7) asked of an account that is neither a company nor has a corporate trustee. */
  corporateTaxOnlyForCorporate:
    'Corporate tax details can only be given for a company, or an SMSF or trust with a corporate trustee.',
  /** GET corporate tax of an account whose corporate tax is not saved yet (a 404). */
  corporateTaxNotSaved: 'This account’s corporate tax details have not been saved yet.',
  /** POST of corporate tax already saved: it is changed with PATCH. */
  corporateTaxAlreadySaved: 'This account’s corporate tax details are already saved: change them instead.',
  /** GET (or PATCH) of the signed-in person's individual tax before they gave it (a 404). */
  individualTaxNotSaved: 'Your individual tax details have not been saved yet.',
  /** Company details (spec 2 §7) asked of an account that is neither a company nor run by a corporate trustee. */
  corporateDetailsOnlyForCorporate:
    'Company details can only be given for a company, or for an SMSF or trust with a corporate trustee.',
  /** GET company details not saved yet (a 404). */
  corporateDetailsNotSaved: 'This account’s company details have not been saved yet.',
  /** POST of company details already saved: they are changed with PATCH. */
  corporateDetailsAlreadySaved: 'This account’s company details are already saved: change them instead.',
  /** GET signing authority not set yet (a 404). */
  signingAuthorityNotSaved: 'This account’s signing authority has not been set yet.',
  /** POST of a signing authority already set: it is changed with PATCH. */
  signingAuthorityAlreadySaved: 'This account’s signing authority is already set: change it instead.',
  /** Signing authority rules (spec 2 §5) whose messages the spec does not quote. */
  selectAtLeastOneMember: 'Select at least one member of the account.',
  atLeastOneSignature: 'At least 1 signature is needed.',
  /** More signatures than people on the account (the server knows the count). */
  tooManySignatures: (members: number) =>
    `This account has ${members} ${members === 1 ? 'person' : 'people'}: choose at most ${members}.`,
  /**
   * The remove-person confirmation's warning (spec 2 §2: removal cannot be reverted and may delay
   * the application if the directors do not match the company register); the spec gives no words.
   */
  removePersonWarning:
    'This cannot be undone. If the directors on this account no longer match the company register, your application may be delayed.',
} as const;
