/**
 * The typed route table: every browser route of the three documents, with the path exactly as
 * the documents write it (trailing slash or not; React Router matches both ways, but links we
 * build keep the documents' spelling). Screens and links use `getHref` so a route's shape lives
 * in one place.
 *
 * Where a document gives an area and lists children by name only (the /account-new/ area,
 * /accounts/{accountId}/forms/), the child path is the area plus the name with nothing added.
 * Where a document names a route but not its path, the name chosen here is marked "named here".
 */

/** Names of the `:params` in a path, e.g. '/accounts/:id/x/:bankAccId/' -> 'id' | 'bankAccId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<P extends string> = { [K in ParamNames<P>]: string | number };
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

export type AppRoute<P extends string> = {
  readonly path: P;
  readonly getHref: [ParamNames<P>] extends [never]
    ? (query?: RouteQuery) => string
    : (params: RouteParams<P>, query?: RouteQuery) => string;
};

function toSearch(query: RouteQuery | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function route<const P extends string>(path: P): AppRoute<P> {
  const hasParams = /:\w+/.test(path);
  const getHref = (...args: unknown[]): string => {
    const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined;
    const query = (hasParams ? args[1] : args[0]) as RouteQuery | undefined;
    const filled = path.replace(/:(\w+)/g, (_, name: string) => {
      const value = params?.[name];
      if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
      return encodeURIComponent(String(value));
    });
    return filled + toSearch(query);
  };
  return { path, getHref } as AppRoute<P>;
}

const applyNow = '/account-setup/apply-now';
const accountNew = '/account-new';
const accountForms = '/accounts/:accountId/forms';

export const paths = {
  // --- Document 1 §2: foundation ---
  home: route('/'),
  auth: {
    login: route('/auth/login/'),
    rawLogin: route('/auth/raw-login/'),
    emailVerify: route('/auth/email-verify/'),
    resetPassword: route('/auth/reset-password/'),
    resetPasswordConfirm: route('/auth/reset-password-confirm/'),
    /** Special entry route (named here): reads jwt_token and target_url. */
    jwtLogin: route('/auth/jwt-login/'),
    /** Special entry route (named here): reads app_id and token. */
    tokenLogin: route('/auth/token-login/'),
  },
  twoFactor: {
    actionConfirmation: route('/two-factor-authentication/:channel/action-confirmation/'),
    checkRequiredConfirmation: route('/two-factor-authentication/:channel/check-required-confirmation/'),
  },
  account: {
    help: route('/account/help/'),
    details: route('/account/details/'),
    settings: route('/account/settings/'),
    activity: route('/account/activity/'),
    blockAccount: route('/account/block-account/'),
    contactSupport: route('/account/contact-support/'),
    changeEmail: route('/account/change-email/'),
    changePhone: route('/account/change-phone/'),
    changeAddress: route('/account/change-address/'),
    changePassword: route('/account/change-password/'),
    legal: route('/account/legal/'),
    legalPage: route('/account/legal/:slug/'),
    /** Document 2: e-signature redirect. */
    docusignRedirect: route('/account/docusign-redirect/:account_id/'),
  },
  accountNew: {
    root: route(`${accountNew}/`),
    details: route(`${accountNew}/details`),
    personalDetails: route(`${accountNew}/personal-details`),
    /** Named here: the secondary verification document step of registration. */
    secondaryDocument: route(`${accountNew}/secondary-document`),
    /** Named here: the individual tax step of a secondary invitation (fill_individual_tax). */
    individualTax: route(`${accountNew}/individual-tax`),
    /** Named here: spec 2 §2's 'Finish later' screen, left to from an invitation's details step. */
    finishLater: route(`${accountNew}/finish-later`),
    contactDetails: route(`${accountNew}/contact-details`),
    contactDetailsEdit: route(`${accountNew}/contact-details/edit`),
    contactDetailsChangeEmail: route(`${accountNew}/contact-details/change-email`),
    contactDetailsChangePhone: route(`${accountNew}/contact-details/change-phone`),
    additionalDetails: route(`${accountNew}/additional-details`),
    additionalDetailsEdit: route(`${accountNew}/additional-details/edit`),
    changePassword: route(`${accountNew}/change-password`),
    settings: route(`${accountNew}/settings`),
  },
  invitation: route('/invitation/:uuid/'),
  /** The e-mailed link carries the invitation's secret token (the documents call it uuid or token). */
  invitationSecondary: route('/invitation-secondary/:token/'),
  notifications: route('/notifications'),
  advisorEntry: route('/advisor-entry'),
  errors: {
    errorPage: route('/error-page/'),
    unauthorized: route('/unauthorized/'),
    forbidden: route('/forbidden/'),
    pageNotFound: route('/page-not-found/'),
    internalServerError: route('/internal-server-error/'),
    accountBlocked: route('/account-blocked/'),
  },

  // --- Document 2 §2: account setup and management ---
  accountSetup: {
    applyNow: route(`${applyNow}/`),
    createNewAccount: route('/account-setup/create-new-account/'),
    createProductDetails: route(`${applyNow}/create-product-details/:id`),
    createPortfolioDetails: route(`${applyNow}/create-portfolio-details/:id`),
    editProductDetails: route(`${applyNow}/edit-product-details/:id`),
    editBankAccountDetails: route(`${applyNow}/edit-bank-account-details/:id`),
    editWholesaleInvestorDetails: route(`${applyNow}/edit-wholesale-investor-details/:account_id`),
    editTrustDeeds: route(`${applyNow}/edit-trust-deeds/:account_id`),
    editPortfolioDetails: route(`${applyNow}/edit-portfolio-details/:id`),
    strategicAssetAllocationDetails: route(`${applyNow}/strategic-asset-allocation-details/:id`),
    investmentPolicyCustomisationDetails: route(`${applyNow}/investment-policy-customisation-details/:id`),
    gearingDetails: route(`${applyNow}/gearing-details/:id`),
    summary: route('/account-setup/summary/'),
    secondarySummary: route('/account-setup/secondary-summary/'),
  },
  /** Issue #21 (named here): the local provider's signing page, by the signer's e-mailed link. */
  signing: route('/signing/:token'),
  changeRequests: {
    signCallback: route('/change-requests/sign-callback/:signUrlChangeRequestId/'),
    signResult: route('/sign-result/:signUrlChangeRequestId'),
  },
  accounts: {
    list: route('/accounts'),
    detail: route('/accounts/:id'),
    addBankAccount: route('/accounts/:id/add-bank-account'),
    editBankAccount: route('/accounts/:id/edit-bank-account/:bankAccId/'),
    deleteBankAccount: route('/accounts/:id/delete-bank-account/:bankAccId/'),
    deleteBankAccountRequest: route('/accounts/delete-bank-account/:account/:bankAccId/:requestId'),
    verifyNewBankAccount: route('/accounts/verify-new-bank-account/:account/:bankAccId/'),
    confirmEditBankAccount: route('/accounts/confirm-edit-bank-account/:account/:bankAccId/'),
    secondaryInvite: route('/accounts/secondary-invite/:accountId/:token/'),
    forms: {
      tax: route(`${accountForms}/tax`),
      secondaryUsers: route(`${accountForms}/secondary-users`),
      companyDetails: route(`${accountForms}/company-details`),
      beneficialOwners: route(`${accountForms}/beneficial-owners`),
      signingAuthority: route(`${accountForms}/signing-authority`),
      individualTrustDetails: route(`${accountForms}/individual-trust-details`),
      ipsIma: route(`${accountForms}/ips-ima`),
    },
  },
  products: {
    list: route('/products/'),
    productReinvestment: route('/products/:accountId/product-reinvestment/:productId/'),
    updateProductReinvestmentDetails: route('/products/update-product-reinvestment-details/:productId/'),
    confirmReinvestmentInstruction: route('/products/product-reinvestment/confirm-instruction/:loanNoteId/'),
    updateLinkedBankAccount: route('/products/bank-account/update-linked-bank-account/:accountId/:productType/'),
    verifyUpdateLinkedBankAccount: route('/products/bank-account/verify/update-linked-bank-account/:productType/'),
  },
  loanNoteApplicationSummary: route('/loan-note-application-summary/'),
  redeemRequest: route('/redeem-request/:id/'),
  confirmRedeemRequest: route('/confirm-redeem-request/:redeem_request_id/'),

  // --- Document 3 §2: signed-in experience (paths named here; the document gives names only) ---
  dashboard: route('/dashboard/'),
  documents: route('/documents/'),
  reports: route('/reports/'),
  advisor: route('/private-portfolio-manager/'),
  /** Issue #24 (named here): the clients a staff member or an advisor may act for. */
  clients: route('/clients/'),
  rebalance: {
    list: route('/rebalance/'),
    report: route('/rebalance/:id/'),
  },
  unsupportedBrowser: route('/unsupported-browser/'),

  // --- Issue #23: the back office, for the provider's staff (ours) ---
  backOffice: {
    home: route('/back-office/'),
    changeRequests: route('/back-office/change-requests/'),
    changeRequest: route('/back-office/change-requests/:id/'),
    redemptions: route('/back-office/redemptions/'),
    auditTrail: route('/back-office/audit/'),
    invitations: route('/back-office/invitations/'),
    accountInvitations: route('/back-office/account-invitations/'),
    accounts: route('/back-office/accounts/'),
    account: route('/back-office/accounts/:id/'),
    users: route('/back-office/users/'),
    user: route('/back-office/users/:id/'),
    envelopes: route('/back-office/envelopes/'),
    envelope: route('/back-office/envelopes/:id/'),
    loanNotes: route('/back-office/loan-notes/'),
    documents: route('/back-office/documents/'),
    rebalanceReports: route('/back-office/rebalance-reports/'),
    notifications: route('/back-office/notifications/'),
    imports: route('/back-office/imports/'),
    importAttempt: route('/back-office/imports/:importId/'),
    identityReviews: route('/back-office/identity-reviews/'),
    identityReview: route('/back-office/identity-reviews/:userId/'),
    applications: route('/back-office/applications/'),
    application: route('/back-office/applications/:id/'),
    referenceData: route('/back-office/reference/'),
  },
} as const;

/** Query parameter names the app reads (document 1 §2). */
export const QueryParam = {
  redirectUrl: 'redirect_url',
  redirectUri: 'redirect_uri',
  status: 'status',
  message: 'message',
  jwtToken: 'jwt_token',
  targetUrl: 'target_url',
  appId: 'app_id',
  token: 'token',
  /** The registration invitation an identity step was opened from; saving goes back to it. */
  inviteUuid: 'invite_uuid',
  /** Named here: an identity step opened from a secondary invitation returns to it. */
  secondaryInvite: 'secondary_invite',
} as const;
