import { describe, it, expect } from 'vitest';
import { Messages } from '../src/messages.js';
import { accountSpecMessages } from '../src/accounts/accounts.messages.js';
import { advisorSpecMessages } from '../src/advisors/advisors.messages.js';
import { authSpecMessages } from '../src/auth/auth.messages.js';
import { bankAccountSpecMessages } from '../src/bank-accounts/bank-accounts.messages.js';
import { dashboardSpecMessages } from '../src/dashboard/dashboard.messages.js';
import { documentSpecMessages } from '../src/documents/documents.messages.js';
import { errorSpecMessages } from '../src/errors/errors.messages.js';
import { fieldSpecMessages } from '../src/fields/fields.messages.js';
import { fileSpecMessages } from '../src/files/files.messages.js';
import { identitySpecMessages } from '../src/identity/identity.messages.js';
import { invitationSpecMessages } from '../src/invitations/invitations.messages.js';
import { notificationSpecMessages } from '../src/notifications/notifications.messages.js';
import { portfolioApplicationSpecMessages } from '../src/portfolio-application/portfolio-application.messages.js';
import { productSpecMessages } from '../src/products/products.messages.js';
import { profileSpecMessages } from '../src/profile/profile.messages.js';
import { rebalanceSpecMessages } from '../src/rebalance/rebalance.messages.js';
import { registrationSpecMessages } from '../src/registration/registration.messages.js';
import { reportSpecMessages } from '../src/reports/reports.messages.js';
import { signingSpecMessages } from '../src/signing/signing.messages.js';
import { supportSpecMessages } from '../src/support/support.messages.js';
import { uiSpecMessages } from '../src/ui/ui.messages.js';

// Each expectation is the document's text pasted as it stands, so a retyped constant fails.
describe('Messages quote the documents word for word', () => {
  it.each([
    [Messages.genericError, 'Looks like something went wrong'],
    [
      Messages.accountBlocked,
      'Your account is blocked; you will not be able to log in until an administrator has unblocked your account',
    ],
    [Messages.sorryTitle, 'Sorry!'],
    [Messages.invalidInviteStep, 'Invalid invite step'],
    [Messages.fieldRequired, 'This field is required'],
    [Messages.dateInPast, 'Date cannot be in the past'],
    [Messages.dateInFuture, 'Date cannot be in the future'],
    [Messages.mustContainNumbersOnly, 'must contain numbers only'],
    [Messages.isNotValid, 'is not valid'],
    [Messages.passwordsDoNotMatch, 'Passwords do not match'],
    [Messages.nameCharacters, 'This field must contain letters, apostrophes, and hyphens only'],
    [Messages.minimumAge, 'You must be at least 18 years old'],
    [Messages.theFormatIsNotValid, 'The format is not valid'],
    [Messages.medicareChecksum, 'Wrong checksum for card number'],
    [Messages.medicareIrn, 'Please input valid Individual reference number (1-9)'],
    [Messages.fileTypeNotSupported, 'Selected File is not Supported for Upload'],
    [Messages.tfnLength, 'TFN must contain 8 or 9 digits'],
    [Messages.bankAccountNumberTooLong, 'Account Number cannot contain more than 10 digits'],
    [
      Messages.twoFactorAfterPasswordReset,
      'You recently reset your password. Two-factor authentication verification is required to continue. A six digit code has just been sent via SMS to verify your identity.',
    ],
    [Messages.twoFactorCodeSent, 'A six digit code has just been sent via SMS to verify your identity.'],
    [Messages.successTitle, 'Success!'],
    [Messages.thankYouTitle, 'Thank you!'],
    [Messages.weWillContactYouShortly, 'We will contact you shortly'],
    [Messages.forbiddenTitle, 'Forbidden'],
    [Messages.forbiddenContactAdmin, 'Please, contact admin at'],
    [Messages.forbiddenFallback, 'Oops something went wrong'],
    [
      Messages.invitationExpired,
      'Sorry! Your invitation link has expired. Contact the person that invited you for this application to resend the invite.',
    ],
    [Messages.somethingWentWrongTryAgain, 'Something went wrong. Please try again.'],
    [Messages.settingsSaved, 'Your settings were successfully changed'],
    [Messages.needHelpContactSupport, 'Need help? Contact support'],
    [Messages.unsavedChanges, 'Changes that you made may not be saved.'],
    [
      Messages.detailsNotVerified,
      'Your details could not be verified automatically, we will be in contact with you to verify your identity.',
    ],
    [Messages.resendCode, 'Resend code'],
    [Messages.loginTitle, 'Client Portal'],
    [Messages.enterYourCode, 'Enter your code'],
    [Messages.verificationRequiredTitle, 'Verification required'],
    [Messages.individualInfoTitle, 'Individual info'],
    [
      Messages.directorOwnershipQuestion,
      'Do you hold beneficial ownership or control 25% or greater, or responsible for strategic or financial decision of the company?',
    ],
    [
      Messages.possibleDuplicateDirectorsWarning,
      'The list of additional directors below contains a name that may be a duplicate of yourself. Please check the names below and remove any that are not required.',
    ],
    [Messages.possibleDuplicateDirector, 'This may be a duplicate. Please remove if it is not required.'],
    [Messages.signingAuthorityQuestion, 'Who can provide us instructions on the account?'],
    [Messages.additionalTrusteesQuestion, 'Are there any additional Trustees?'],
    [Messages.secondaryUsersLimit, 'You have achieved to limits of Individuals'],
    [Messages.allocationTotal, 'Total sum must equal 100%'],
    [Messages.targetPercentPositive, 'Target percent must be greater than 0'],
    [Messages.productNotAvailableTitle, 'Product option is not available'],
    [
      Messages.productNotAvailable,
      'There is no such product available at the moment. Please contact your advisor for further information.',
    ],
    [
      Messages.productNotAvailableChooseAnother,
      'Product option is not available at the moment. Please select a different product.',
    ],
    [Messages.deleteEntryConfirmation, 'Are you sure that you want to delete this entry?'],
    [Messages.trustDeedRequiredTitle, 'Trust deed required'],
    [Messages.secondaryUserReinvited, 'The secondary user has been successfully re-invited.'],
    [Messages.declineSigningRecorded, 'Your decision to decline signing the documents has been documented.'],
    [Messages.agreementNotFound, 'Agreement for this application is not found'],
    [Messages.finaliseAndSubmit, 'Finalise and submit your application'],
    [Messages.exitAndCompleteLater, 'exit and complete later'],
    [Messages.comparisonNeedsOneAccount, 'Please select one Account to display strategy comparison'],
    [
      Messages.comparisonNeedsOptions,
      'Please select more than one investment option to display Investment options comparison',
    ],
    [
      Messages.comparisonNeedsMultipleStrategies,
      'Strategy comparison is possible only for Accounts with multiple strategies',
    ],
    [Messages.comparisonNeedsTickedOption, 'Please select at least one Investment option to display chart'],
    [Messages.investmentsSearchPlaceholder, 'Search by Ticker or Name…'],
    [Messages.documentsSearchPlaceholder, 'Search by Account name, Description or Category…'],
    [Messages.noDocuments, 'NO DOCUMENTS AVAILABLE'],
    [Messages.noDocumentsMatch, 'THERE ARE NO RESULTS MATCHING THE SEARCH CRITERIA'],
    [Messages.priceCappedAtStrike, 'Price/Value is capped at Strike'],
    [Messages.historicalDataNotAvailable, 'Historical data is not available'],
    [Messages.bookMeetingPrompt, 'Need to book your quarterly review meeting?'],
    [Messages.contactAdvisorTitle, 'Contact Private Portfolio Manager'],
    [Messages.bookReviewMeetingTitle, 'Book review meeting'],
    [Messages.rebalanceReportHeader, 'We would like to rebalance your portfolio'],
    [Messages.noFinancialYears, 'There is no data for specified accounts'],
    [Messages.noReportsGenerated, 'No reports generated yet'],
    [Messages.selectAccountsToCombine, 'Please select accounts you wish to combine'],
    [Messages.reportGeneratingTitle, 'Report is generating'],
    [
      Messages.reportGenerationFailed,
      'Report generation failed. Please try again in a few minutes. If the problem persists please contact support.',
    ],
    [Messages.noNotifications, "You don't have any notifications yet"],
    [Messages.unsupportedBrowserTitle, 'Unsupported Browser'],
    [
      Messages.unsupportedBrowser,
      'It looks like your browser is not supported or is out of date. Please update your browser or switch to a modern one for the best experience.',
    ],
  ])('%s', (constant, documentText) => {
    expect(constant).toBe(documentText);
  });

  it('keeps the single ellipsis character of the placeholders', () => {
    expect(Messages.investmentsSearchPlaceholder.endsWith('\u2026')).toBe(true);
    expect(Messages.documentsSearchPlaceholder.endsWith('\u2026')).toBe(true);
    expect(Messages.investmentsSearchPlaceholder).not.toContain('...');
  });
});

describe('Messages with placeholders', () => {
  it('fills {n} of the file size limit', () => {
    expect(Messages.maxFileSize(10)).toBe('Max file size is - 10MB');
    expect(Messages.maxFileSize(25)).toBe('Max file size is - 25MB');
  });

  it('fills the label of the format message', () => {
    expect(Messages.formatNotValid('Code')).toBe('Code format is not valid');
    expect(Messages.formatNotValid('Email')).toBe('Email format is not valid');
  });

  it('fills the code length', () => {
    expect(Messages.mustContainSymbols(6)).toBe('must contain 6 symbols');
  });

  it('fills the query limit', () => {
    expect(Messages.queryTooLong(1000)).toBe('The query cannot contain more than 1000 symbols');
  });

  it('fills the cash minimum', () => {
    expect(Messages.cashMinimum(2)).toBe('At least 2% of the portfolio value must be allocated to cash');
  });

  it('writes the minimum face values as the document does', () => {
    expect(Messages.amountAtLeast(100)).toBe('Enter an amount equal to or greater than $1');
    expect(Messages.amountAtLeast(1_000_000)).toBe('Enter an amount equal to or greater than $10,000');
    expect(Messages.amountAtLeast(10_000_000n)).toBe('Enter an amount equal to or greater than $100,000');
  });

  it('fills the support e-mail of the unexpected-error message', () => {
    expect(Messages.unexpectedError('support@example.com')).toBe(
      'Unexpected error: Please try again later or contact support@example.com',
    );
  });

  it('names the advisor', () => {
    expect(Messages.contactFirstName('Anna')).toBe('Contact Anna');
    expect(Messages.willContactYouShortly('Anna')).toBe('Anna will contact you shortly');
  });

  it('counts selected documents', () => {
    expect(Messages.documentsSelected(3)).toBe('3 document(s) selected');
  });

  it('states the data availability date', () => {
    expect(Messages.dataAvailableUpTo('05 Jul 2025')).toBe('Data available up to 05 Jul 2025');
  });

  it('counts down the resend in minutes, then seconds', () => {
    expect(Messages.resendCodeIn(60)).toBe('Resend code in 1:00 minute');
    expect(Messages.resendCodeIn(90)).toBe('Resend code in 1:30 minute');
    expect(Messages.resendCodeIn(59)).toBe('Resend code in 0:59 second');
    expect(Messages.resendCodeIn(59.5)).toBe('Resend code in 1:00 minute');
    expect(Messages.resendCodeIn(1)).toBe('Resend code in 0:01 second');
  });
});

describe('Messages as a whole', () => {
  it('has no empty text and no surrounding spaces', () => {
    for (const [key, value] of Object.entries(Messages)) {
      if (typeof value !== 'string') continue;
      expect(value.length, key).toBeGreaterThan(0);
      expect(value.trim(), key).toBe(value);
    }
  });
});

describe('Messages by domain', () => {
  const parts: Record<string, object> = {
    accounts: accountSpecMessages,
    advisors: advisorSpecMessages,
    auth: authSpecMessages,
    'bank-accounts': bankAccountSpecMessages,
    dashboard: dashboardSpecMessages,
    documents: documentSpecMessages,
    errors: errorSpecMessages,
    fields: fieldSpecMessages,
    files: fileSpecMessages,
    identity: identitySpecMessages,
    invitations: invitationSpecMessages,
    notifications: notificationSpecMessages,
    'portfolio-application': portfolioApplicationSpecMessages,
    products: productSpecMessages,
    profile: profileSpecMessages,
    rebalance: rebalanceSpecMessages,
    registration: registrationSpecMessages,
    reports: reportSpecMessages,
    signing: signingSpecMessages,
    support: supportSpecMessages,
    ui: uiSpecMessages,
  };

  // Messages spreads the parts: a name in two of them would keep only the later text, silently.
  it('takes each message from exactly one domain, and every domain part is in it', () => {
    const domainsOf = new Map<string, string[]>();
    for (const [domain, part] of Object.entries(parts)) {
      for (const name of Object.keys(part)) domainsOf.set(name, [...(domainsOf.get(name) ?? []), domain]);
    }
    expect([...domainsOf].filter(([, domains]) => domains.length > 1)).toEqual([]);
    expect(Object.keys(Messages).sort()).toEqual([...domainsOf.keys()].sort());
  });
});
