/**
 * Every message the documents quote, word for word, as a named constant. Screens and the
 * server import these; nothing re-types a quoted sentence. A message with a placeholder is a
 * function of the value that fills it. Wording the documents do not quote is marked as ours.
 */
import { formatMoney } from './formatters/money.js';
import { formatResendCountdown } from './formatters/countdown.js';

export const Messages = {
  // -------------------------------------------------------------------------------------------
  // Errors shared by every screen (spec 1 §8, spec 3 §8)
  genericError: 'Looks like something went wrong',
  accountBlocked:
    'Your account is blocked; you will not be able to log in until an administrator has unblocked your account',
  sorryTitle: 'Sorry!',
  invalidInviteStep: 'Invalid invite step',
  unexpectedError: (email: string) => `Unexpected error: Please try again later or contact ${email}`,
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  unsavedChanges: 'Changes that you made may not be saved.',
  forbiddenTitle: 'Forbidden',
  /** Followed by the admin's contact. */
  forbiddenContactAdmin: 'Please, contact admin at',
  forbiddenFallback: 'Oops something went wrong',
  invitationExpired:
    'Sorry! Your invitation link has expired. Contact the person that invited you for this application to resend the invite.',
  agreementNotFound: 'Agreement for this application is not found',

  // -------------------------------------------------------------------------------------------
  // Field rules (spec 1 §5, spec 2 §5, spec 3 §5)
  fieldRequired: 'This field is required',
  dateInPast: 'Date cannot be in the past',
  dateInFuture: 'Date cannot be in the future',
  /** '{label} format is not valid' (e-mail) and '{Code} format is not valid' (invitation code). */
  formatNotValid: (label: string) => `${label} format is not valid`,
  /** ABN without a valid checksum. */
  isNotValid: 'is not valid',
  /** Driver licence and passport numbers; also used for identifiers whose message is not quoted. */
  theFormatIsNotValid: 'The format is not valid',
  mustContainNumbersOnly: 'must contain numbers only',
  mustContainSymbols: (length: number) => `must contain ${length} symbols`,
  queryTooLong: (maxLength: number) => `The query cannot contain more than ${maxLength} symbols`,
  /** Ours: the documents mention maximum and minimum length messages without quoting them. */
  maxLength: (maxLength: number) => `This field cannot contain more than ${maxLength} symbols`,
  /** Ours, as above. */
  minLength: (minLength: number) => `This field must contain at least ${minLength} symbols`,
  /** Ours: a list longer than the field takes ('Choose at most 10 countries'). */
  tooManyItems: (max: number, items: string) => `Choose at most ${max} ${items}`,
  /** Ours: a country or language code that is well formed but not on the list the forms offer. */
  chooseCountry: 'Choose a country from the list.',
  chooseLanguage: 'Choose a language from the list.',
  /** Ours: the documents give a tax identification number's rules per form, not its characters. */
  tinCharacters: 'This field must contain letters, digits, spaces, hyphens and slashes only',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Ours: the documents require a complete checklist without quoting a message. */
  passwordChecklistIncomplete: 'Password does not meet all the requirements',
  nameCharacters: 'This field must contain letters, apostrophes, and hyphens only',
  minimumAge: 'You must be at least 18 years old',
  medicareChecksum: 'Wrong checksum for card number',
  medicareIrn: 'Please input valid Individual reference number (1-9)',
  tfnLength: 'TFN must contain 8 or 9 digits',
  bankAccountNumberTooLong: 'Account Number cannot contain more than 10 digits',
  fileTypeNotSupported: 'Selected File is not Supported for Upload',
  maxFileSize: (megabytes: number) => `Max file size is - ${megabytes}MB`,

  // -------------------------------------------------------------------------------------------
  // Sign-in, two-factor and codes (spec 1 §2, §4, §8)
  loginTitle: 'Client Portal',
  enterYourCode: 'Enter your code',
  twoFactorAfterPasswordReset:
    'You recently reset your password. Two-factor authentication verification is required to continue. A six digit code has just been sent via SMS to verify your identity.',
  twoFactorCodeSent: 'A six digit code has just been sent via SMS to verify your identity.',
  resendCode: 'Resend code',
  /**
   * 'Resend code in m:ss minute/second': the unit word is 'minute' while a minute or more
   * remains and 'second' in the last minute.
   */
  resendCodeIn: (seconds: number) =>
    `Resend code in ${formatResendCountdown(seconds)} ${Math.ceil(seconds) >= 60 ? 'minute' : 'second'}`,
  needHelpContactSupport: 'Need help? Contact support',
  /** The link text inside needHelpContactSupport. */
  contactSupport: 'contact support',

  // -------------------------------------------------------------------------------------------
  // Registration, identity and profile (spec 1 §2, §4, §8)
  individualInfoTitle: 'Individual info',
  verificationRequiredTitle: 'Verification required',
  detailsNotVerified:
    'Your details could not be verified automatically, we will be in contact with you to verify your identity.',
  /** Ours: the detail of error_1 (the identity check service could not be reached); the spec names the code only. */
  identityCheckUnavailable:
    'We could not reach the identity check service. Your details are saved: try again, or skip and we will verify your identity ourselves.',
  settingsSaved: 'Your settings were successfully changed',

  // -------------------------------------------------------------------------------------------
  // Dialogs (spec 1 §2, §8, spec 3 §2.7)
  successTitle: 'Success!',
  ok: 'OK',
  thankYouTitle: 'Thank you!',
  weWillContactYouShortly: 'We will contact you shortly',
  willContactYouShortly: (firstName: string) => `${firstName} will contact you shortly`,

  // -------------------------------------------------------------------------------------------
  // Account setup (spec 2 §2, §5, §8)
  addNewBankAccount: 'Add new bank account',
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
  restrictionGroupMixed: 'Mixed',
  sourceOfFundsOther: 'Other',
  secondaryUsersLimit: 'You have achieved to limits of Individuals',
  /** A minimum face value: '$1' for the 48-hour note, '$10,000' by default for the others. */
  amountAtLeast: (minimumCents: number | bigint) =>
    `Enter an amount equal to or greater than ${formatMoney(minimumCents, { omitZeroCents: true })}`,
  allocationTotal: 'Total sum must equal 100%',
  targetPercentPositive: 'Target percent must be greater than 0',
  cashMinimum: (percent: number) => `At least ${percent}% of the portfolio value must be allocated to cash`,
  /** The server's error on a loan note whose type was switched off. */
  noteTypeNotActive: 'Note type is not active',
  productNotAvailableTitle: 'Product option is not available',
  productNotAvailable:
    'There is no such product available at the moment. Please contact your advisor for further information.',
  productNotAvailableChooseAnother: 'Product option is not available at the moment. Please select a different product.',
  deleteEntryConfirmation: 'Are you sure that you want to delete this entry?',
  trustDeedRequiredTitle: 'Trust deed required',
  secondaryUserReinvited: 'The secondary user has been successfully re-invited.',
  declineSigningRecorded: 'Your decision to decline signing the documents has been documented.',

  // -------------------------------------------------------------------------------------------
  // Dashboard (spec 3 §2.2-§2.5, §3)
  dataAvailableUpTo: (formattedDate: string) => `Data available up to ${formattedDate}`,
  comparisonNeedsOneAccount: 'Please select one Account to display strategy comparison',
  comparisonNeedsOptions: 'Please select more than one investment option to display Investment options comparison',
  comparisonNeedsMultipleStrategies: 'Strategy comparison is possible only for Accounts with multiple strategies',
  comparisonNeedsTickedOption: 'Please select at least one Investment option to display chart',
  investmentsSearchPlaceholder: 'Search by Ticker or Name…',
  groupByInvestment: 'Group by investment',
  priceCappedAtStrike: 'Price/Value is capped at Strike',
  historicalDataNotAvailable: 'Historical data is not available',
  /** Spec 3 §1: the four points of the disclaimer under the dashboard (and the reports page). */
  portalDisclaimer: [
    'This portal is provided for information only, to clients who have signed an individually managed account agreement.',
    'Reports are updated daily.',
    'No responsibility is accepted for any errors or omissions in the information shown.',
    'The information in this portal is confidential.',
  ],
  investmentsNotAvailable: 'Investments are not available for the previous financial year',
  noChartData: 'There is no data for the chosen period',

  // -------------------------------------------------------------------------------------------
  // Documents (spec 3 §2.6)
  documentsSearchPlaceholder: 'Search by Account name, Description or Category…',
  showAnnualSummaryPack: 'Show Annual Summary Pack',
  documentsSelected: (count: number) => `${count} document(s) selected`,
  noDocuments: 'NO DOCUMENTS AVAILABLE',
  noDocumentsMatch: 'THERE ARE NO RESULTS MATCHING THE SEARCH CRITERIA',

  // -------------------------------------------------------------------------------------------
  // Advisor and meetings (spec 3 §2.7)
  contactFirstName: (firstName: string) => `Contact ${firstName}`,
  bookMeetingPrompt: 'Need to book your quarterly review meeting?',
  bookMeeting: 'Book meeting',
  contactAdvisorTitle: 'Contact Private Portfolio Manager',
  bookReviewMeetingTitle: 'Book review meeting',

  // -------------------------------------------------------------------------------------------
  // Rebalance (spec 3 §2.8-§2.9)
  rebalanceHistoryTitle: 'Rebalance history',
  rebalanceReportHeader: 'We would like to rebalance your portfolio',
  rebalanceCancelled: 'Cancelled',

  // -------------------------------------------------------------------------------------------
  // Reports (spec 3 §2.10, §2.11, §5, §7)
  generatedReportsTitle: 'Generated Reports',
  allAccountsCombined: 'All accounts combined in one report',
  allInvestmentOptionsCombined: 'All investment options combined in one report',
  allOfTheAbove: 'All of the above',
  noFinancialYears: 'There is no data for specified accounts',
  noReportsGenerated: 'No reports generated yet',
  reportFailed: 'Failed',
  reportNewBadge: 'NEW',
  allReports: 'All reports',
  generatedBy: 'Generated by',
  selectAccountsToCombine: 'Please select accounts you wish to combine',
  reportGeneratingTitle: 'Report is generating',
  reportGenerationFailed:
    'Report generation failed. Please try again in a few minutes. If the problem persists please contact support.',

  // -------------------------------------------------------------------------------------------
  // Notifications and browser support (spec 3 §2.11-§2.12)
  noNotifications: "You don't have any notifications yet",
  unsupportedBrowserTitle: 'Unsupported Browser',
  unsupportedBrowser:
    'It looks like your browser is not supported or is out of date. Please update your browser or switch to a modern one for the best experience.',
} as const;
