import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/page-spinner';
import { paths } from '../config/paths';
import { registerNavigator } from '../lib/navigation';
import { LoggedOutOnly } from './guards/logged-out-only';
import { PublicRoute } from './guards/public-route';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { RootErrorBoundary } from './routes/root-error-boundary';

/**
 * The route table. Every page and layout is loaded on demand (`lazy`), so the sign-in page only
 * downloads what it shows. Guards are tiny and eager. Paths come from config/paths.ts.
 */

/** A lazily loaded route component: `page(() => import('./x'), (m) => m.X)`. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const loadComingSoon = page(
  () => import('./routes/coming-soon'),
  (m) => m.ComingSoonRoute,
);

/** A screen a later issue builds: its name and "This screen is coming soon." inside the real layout. */
function comingSoon(path: string, title: string): RouteObject {
  return { path, handle: { title }, lazy: loadComingSoon };
}

const authLayout = page(
  () => import('./layouts/auth-layout'),
  (m) => m.AuthLayout,
);
const signedInLayout = page(
  () => import('./layouts/signed-in-layout'),
  (m) => m.SignedInLayout,
);

const errorRoutes: RouteObject[] = [
  {
    path: paths.errors.errorPage.path,
    lazy: page(
      () => import('../components/errors/error-page'),
      (m) => m.ErrorPage,
    ),
  },
  {
    path: paths.errors.unauthorized.path,
    lazy: page(
      () => import('../components/errors/unauthorized'),
      (m) => m.Unauthorized,
    ),
  },
  {
    path: paths.errors.forbidden.path,
    lazy: page(
      () => import('../components/errors/forbidden'),
      (m) => m.Forbidden,
    ),
  },
  {
    path: paths.errors.pageNotFound.path,
    lazy: page(
      () => import('../components/errors/page-not-found'),
      (m) => m.PageNotFound,
    ),
  },
  {
    path: paths.errors.internalServerError.path,
    lazy: page(
      () => import('../components/errors/internal-server-error'),
      (m) => m.InternalServerError,
    ),
  },
  {
    path: paths.errors.accountBlocked.path,
    lazy: page(
      () => import('../components/errors/account-blocked'),
      (m) => m.AccountBlocked,
    ),
  },
  {
    path: paths.unsupportedBrowser.path,
    lazy: page(
      () => import('../components/errors/unsupported-browser'),
      (m) => m.UnsupportedBrowser,
    ),
  },
];

const settings = page(
  () => import('./routes/account/settings'),
  (m) => m.SettingsRoute,
);
const changePassword = page(
  () => import('./routes/account/change-password'),
  (m) => m.ChangePasswordRoute,
);
const changeEmail = page(
  () => import('./routes/account/change-email'),
  (m) => m.ChangeEmailRoute,
);
const changePhone = page(
  () => import('./routes/account/change-phone'),
  (m) => m.ChangePhoneRoute,
);

/** Document 1 §2: signed-in screens of the foundation document. */
const foundationRoutes: RouteObject[] = [
  {
    path: paths.twoFactor.actionConfirmation.path,
    lazy: page(
      () => import('./routes/two-factor/action-confirmation'),
      (m) => m.ActionConfirmationRoute,
    ),
  },
  {
    path: paths.twoFactor.checkRequiredConfirmation.path,
    lazy: page(
      () => import('./routes/two-factor/check-required-confirmation'),
      (m) => m.CheckRequiredConfirmationRoute,
    ),
  },
  {
    path: paths.account.help.path,
    lazy: page(
      () => import('./routes/account/help'),
      (m) => m.HelpRoute,
    ),
  },
  {
    path: paths.account.details.path,
    lazy: page(
      () => import('./routes/account-new/details'),
      (m) => m.DetailsRoute,
    ),
  },
  { path: paths.account.settings.path, lazy: settings },
  {
    path: paths.account.activity.path,
    lazy: page(
      () => import('./routes/account/activity'),
      (m) => m.ActivityRoute,
    ),
  },
  {
    path: paths.account.blockAccount.path,
    lazy: page(
      () => import('./routes/account/block-account'),
      (m) => m.BlockAccountRoute,
    ),
  },
  { path: paths.account.changeEmail.path, lazy: changeEmail },
  { path: paths.account.changePhone.path, lazy: changePhone },
  {
    path: paths.account.changeAddress.path,
    lazy: page(
      () => import('./routes/account/change-address'),
      (m) => m.ChangeAddressRoute,
    ),
  },
  { path: paths.account.changePassword.path, lazy: changePassword },
  {
    path: paths.account.legal.path,
    lazy: page(
      () => import('./routes/account/legal'),
      (m) => m.LegalRoute,
    ),
  },
  {
    path: paths.account.legalPage.path,
    lazy: page(
      () => import('./routes/account/legal-page'),
      (m) => m.LegalPageRoute,
    ),
  },
  { path: paths.accountNew.root.path, element: <Navigate to={paths.accountNew.details.getHref()} replace /> },
  {
    path: paths.accountNew.details.path,
    lazy: page(
      () => import('./routes/account-new/details'),
      (m) => m.DetailsRoute,
    ),
  },
  {
    path: paths.accountNew.personalDetails.path,
    lazy: page(
      () => import('./routes/account-new/personal-details'),
      (m) => m.PersonalDetailsRoute,
    ),
  },
  {
    path: paths.accountNew.individualTax.path,
    lazy: page(
      () => import('./routes/account-new/individual-tax'),
      (m) => m.IndividualTaxRoute,
    ),
  },
  {
    path: paths.accountNew.secondaryDocument.path,
    lazy: page(
      () => import('./routes/account-new/secondary-document'),
      (m) => m.SecondaryDocumentRoute,
    ),
  },
  {
    path: paths.accountNew.contactDetails.path,
    lazy: page(
      () => import('./routes/account-new/contact-details'),
      (m) => m.ContactDetailsRoute,
    ),
  },
  {
    path: paths.accountNew.contactDetailsEdit.path,
    lazy: page(
      () => import('./routes/account-new/contact-details-edit'),
      (m) => m.ContactDetailsEditRoute,
    ),
  },
  { path: paths.accountNew.contactDetailsChangeEmail.path, lazy: changeEmail },
  { path: paths.accountNew.contactDetailsChangePhone.path, lazy: changePhone },
  {
    path: paths.accountNew.additionalDetails.path,
    lazy: page(
      () => import('./routes/account-new/additional-details'),
      (m) => m.AdditionalDetailsRoute,
    ),
  },
  {
    path: paths.accountNew.additionalDetailsEdit.path,
    lazy: page(
      () => import('./routes/account-new/additional-details-edit'),
      (m) => m.AdditionalDetailsEditRoute,
    ),
  },
  { path: paths.accountNew.changePassword.path, lazy: changePassword },
  { path: paths.accountNew.settings.path, lazy: settings },
  {
    path: paths.notifications.path,
    lazy: page(
      () => import('./routes/notifications/notifications'),
      (m) => m.NotificationsRoute,
    ),
  },
  comingSoon(paths.advisorEntry.path, 'Advisor entry'),
];

/** Document 2 §2: account setup and management. */
const accountSetupRoutes: RouteObject[] = [
  comingSoon(paths.accountSetup.applyNow.path, 'Apply now'),
  comingSoon(paths.accountSetup.createNewAccount.path, 'Create a new account'),
  comingSoon(paths.accountSetup.createProductDetails.path, 'Product details'),
  comingSoon(paths.accountSetup.createPortfolioDetails.path, 'Portfolio details'),
  comingSoon(paths.accountSetup.editProductDetails.path, 'Product details'),
  comingSoon(paths.accountSetup.editBankAccountDetails.path, 'Bank account'),
  comingSoon(paths.accountSetup.editWholesaleInvestorDetails.path, 'Wholesale investor details'),
  comingSoon(paths.accountSetup.editTrustDeeds.path, 'Trust deeds'),
  comingSoon(paths.accountSetup.editPortfolioDetails.path, 'Portfolio details'),
  comingSoon(paths.accountSetup.strategicAssetAllocationDetails.path, 'Strategic asset allocation'),
  comingSoon(paths.accountSetup.investmentPolicyCustomisationDetails.path, 'Investment policy customisation'),
  comingSoon(paths.accountSetup.gearingDetails.path, 'Gearing'),
  comingSoon(paths.accountSetup.summary.path, 'Registration summary'),
  comingSoon(paths.accountSetup.secondarySummary.path, 'Registration summary'),
  comingSoon(paths.account.docusignRedirect.path, 'Signing'),
  comingSoon(paths.changeRequests.signCallback.path, 'Signing'),
  comingSoon(paths.changeRequests.signResult.path, 'Signing result'),
  comingSoon(paths.accounts.list.path, 'Accounts'),
  comingSoon(paths.accounts.detail.path, 'Account'),
  comingSoon(paths.accounts.addBankAccount.path, 'Add bank account'),
  comingSoon(paths.accounts.editBankAccount.path, 'Edit bank account'),
  comingSoon(paths.accounts.deleteBankAccount.path, 'Delete bank account'),
  comingSoon(paths.accounts.deleteBankAccountRequest.path, 'Delete bank account'),
  comingSoon(paths.accounts.verifyNewBankAccount.path, 'Verify new bank account'),
  comingSoon(paths.accounts.confirmEditBankAccount.path, 'Confirm bank account change'),
  comingSoon(paths.accounts.secondaryInvite.path, 'Account invitation'),
  comingSoon(paths.accounts.forms.tax.path, 'Tax details'),
  comingSoon(paths.accounts.forms.secondaryUsers.path, 'Secondary users'),
  comingSoon(paths.accounts.forms.companyDetails.path, 'Company details'),
  comingSoon(paths.accounts.forms.beneficialOwners.path, 'Beneficial owners'),
  comingSoon(paths.accounts.forms.signingAuthority.path, 'Signing authority'),
  comingSoon(paths.accounts.forms.individualTrustDetails.path, 'Trust details'),
  comingSoon(paths.accounts.forms.ipsIma.path, 'Investment policy statement'),
  comingSoon(paths.products.list.path, 'Products'),
  comingSoon(paths.products.productReinvestment.path, 'Product reinvestment'),
  comingSoon(paths.products.updateProductReinvestmentDetails.path, 'Reinvestment details'),
  comingSoon(paths.products.confirmReinvestmentInstruction.path, 'Confirm reinvestment instruction'),
  comingSoon(paths.products.updateLinkedBankAccount.path, 'Linked bank account'),
  comingSoon(paths.products.verifyUpdateLinkedBankAccount.path, 'Verify linked bank account'),
  comingSoon(paths.loanNoteApplicationSummary.path, 'Loan note application summary'),
  comingSoon(paths.redeemRequest.path, 'Redeem request'),
  comingSoon(paths.confirmRedeemRequest.path, 'Confirm redeem request'),
];

/** Document 3 §2: the signed-in experience. */
const signedInExperienceRoutes: RouteObject[] = [
  {
    // Lazy: the charts library lands in the dashboard's own chunk, never in the sign-in bundle.
    path: paths.dashboard.path,
    lazy: page(
      () => import('./routes/dashboard/dashboard'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    // Lazy, and pdf.js lazier still: it loads only when a document is previewed.
    path: paths.documents.path,
    lazy: page(
      () => import('./routes/documents/documents'),
      (m) => m.DocumentsRoute,
    ),
  },
  {
    path: paths.reports.path,
    lazy: page(
      () => import('./routes/reports/reports'),
      (m) => m.ReportsRoute,
    ),
  },
  {
    path: paths.advisor.path,
    lazy: page(
      () => import('./routes/advisor/advisor'),
      (m) => m.AdvisorRoute,
    ),
  },
  {
    path: paths.rebalance.list.path,
    lazy: page(
      () => import('./routes/rebalance/rebalance-history'),
      (m) => m.RebalanceHistoryRoute,
    ),
  },
  {
    path: paths.rebalance.report.path,
    lazy: page(
      () => import('./routes/rebalance/rebalance-report'),
      (m) => m.RebalanceReportRoute,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RootErrorBoundary,
    children: [
      // Logged-out only (document 1 §2).
      {
        Component: LoggedOutOnly,
        children: [
          {
            lazy: authLayout,
            children: [
              {
                path: paths.auth.login.path,
                lazy: page(
                  () => import('./routes/auth/login'),
                  (m) => m.LoginRoute,
                ),
              },
              // The raw login is the same e-mail and password sign-in, without any entry redirect.
              {
                path: paths.auth.rawLogin.path,
                lazy: page(
                  () => import('./routes/auth/login'),
                  (m) => m.LoginRoute,
                ),
              },
              {
                path: paths.auth.resetPassword.path,
                lazy: page(
                  () => import('./routes/auth/reset-password'),
                  (m) => m.ResetPasswordRoute,
                ),
              },
              {
                path: paths.auth.resetPasswordConfirm.path,
                lazy: page(
                  () => import('./routes/auth/reset-password-confirm'),
                  (m) => m.ResetPasswordConfirmRoute,
                ),
              },
            ],
          },
        ],
      },
      // Special entry routes and public pages: no guard.
      {
        path: paths.auth.tokenLogin.path,
        lazy: async () => ({ loader: (await import('./routes/auth/token-login')).tokenLoginLoader }),
      },
      {
        // Signs in and redirects from its loader; renders only to say the link did not work.
        path: paths.auth.jwtLogin.path,
        lazy: async () => {
          const m = await import('./routes/auth/jwt-login');
          return { loader: m.jwtLoginLoader, Component: m.JwtLoginFailed };
        },
      },
      {
        lazy: authLayout,
        children: [
          {
            path: paths.auth.emailVerify.path,
            lazy: page(
              () => import('./routes/auth/email-verify'),
              (m) => m.EmailVerifyRoute,
            ),
          },
          {
            Component: PublicRoute,
            children: [
              {
                path: paths.invitation.path,
                lazy: page(
                  () => import('./routes/invitation/registration-invitation'),
                  (m) => m.RegistrationInvitationRoute,
                ),
              },
              {
                path: paths.invitationSecondary.path,
                lazy: page(
                  () => import('./routes/invitation/secondary-invitation'),
                  (m) => m.SecondaryInvitationRoute,
                ),
              },
            ],
          },
        ],
      },
      // Contact support has no guard (document 1 §2); it wears whichever frame fits the session.
      {
        lazy: page(
          () => import('./layouts/session-aware-layout'),
          (m) => m.SessionAwareLayout,
        ),
        children: [
          {
            path: paths.account.contactSupport.path,
            lazy: page(
              () => import('./routes/account/contact-support'),
              (m) => m.ContactSupportRoute,
            ),
          },
        ],
      },
      // Error pages answer signed in or out (a blocked user is already signed out).
      ...errorRoutes,
      // Everything else needs a signed-in user.
      {
        Component: RequireAuth,
        children: [
          {
            lazy: signedInLayout,
            children: [
              { index: true, element: <Navigate to={paths.dashboard.getHref()} replace /> },
              ...foundationRoutes,
              ...accountSetupRoutes,
              ...signedInExperienceRoutes,
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('../components/errors/page-not-found'),
          (m) => m.PageNotFound,
        ),
      },
    ],
  },
];

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Lets code outside React (the query cache's error handler) navigate with this router. */
export function connectNavigator(router: AppRouter): () => void {
  return registerNavigator({
    navigate: (to, options) => router.navigate(to, options),
    currentHref: () => {
      const { pathname, search, hash } = router.state.location;
      return `${pathname}${search}${hash}`;
    },
  });
}

let browserRouter: AppRouter | undefined;

/**
 * The app's one browser router, made on first use. Module-level rather than component state: a
 * router listens to history from the moment it exists, so a second one (StrictMode renders
 * twice in development) would leak.
 */
export function getBrowserRouter(): AppRouter {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

/** Renders the routes; tests pass a memory router. Connected for navigation from outside React. */
export function AppRouter({ router = getBrowserRouter() }: { router?: AppRouter }) {
  useEffect(() => connectNavigator(router), [router]);
  return <RouterProvider router={router} />;
}
