import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

const BACK_OFFICE = paths.backOffice.home.path;

/** A back-office path relative to /back-office/, as the layout's children take it. */
function under(path: string): string {
  if (!path.startsWith(BACK_OFFICE)) throw new Error(`${path} is not under ${BACK_OFFICE}`);
  return path.slice(BACK_OFFICE.length);
}

/**
 * The back office's work queues (issue #23 item 2: invitations, accounts, users, change
 * requests, redemptions) and its audit
 * The back office's work queues (issue #23 item 2: invitations, accounts, change requests,
 * redemptions, signing envelopes, loan notes), its notifications and its audit
 * The back office's work queues (issue #23 item 2: invitations, identity review, accounts, change
 * requests, redemptions) and its audit
 * trail (item 3): children of the back-office layout (route-tables/back-office.tsx). Their pages,
 * and the data grid they use, load only when a member of staff opens one.
 */
export const backOfficeQueueRoutes: RouteObject[] = [
  {
    path: under(paths.backOffice.imports.path),
    lazy: page(
      () => import('../routes/back-office/imports'),
      (m) => m.ImportsRoute,
    ),
  },
  {
    path: under(paths.backOffice.importAttempt.path),
    lazy: page(
      () => import('../routes/back-office/import-attempt'),
      (m) => m.ImportAttemptRoute,
    ),
  },
  {
    path: under(paths.backOffice.changeRequests.path),
    lazy: page(
      () => import('../routes/back-office/change-requests'),
      (m) => m.ChangeRequestsRoute,
    ),
  },
  {
    path: under(paths.backOffice.changeRequest.path),
    lazy: page(
      () => import('../routes/back-office/change-request'),
      (m) => m.ChangeRequestRoute,
    ),
  },
  {
    path: under(paths.backOffice.redemptions.path),
    lazy: page(
      () => import('../routes/back-office/redemptions'),
      (m) => m.RedemptionsRoute,
    ),
  },
  {
    path: under(paths.backOffice.invitations.path),
    lazy: page(
      () => import('../routes/back-office/invitations'),
      (m) => m.InvitationsRoute,
    ),
  },
  {
    path: under(paths.backOffice.identityReviews.path),
    lazy: page(
      () => import('../routes/back-office/identity-reviews'),
      (m) => m.IdentityReviewsRoute,
    ),
  },
  {
    path: under(paths.backOffice.identityReview.path),
    lazy: page(
      () => import('../routes/back-office/identity-review'),
      (m) => m.IdentityReviewRoute,
    ),
  },
  {
    path: under(paths.backOffice.accountInvitations.path),
    lazy: page(
      () => import('../routes/back-office/account-invitations'),
      (m) => m.AccountInvitationsRoute,
    ),
  },
  {
    path: under(paths.backOffice.accounts.path),
    lazy: page(
      () => import('../routes/back-office/accounts'),
      (m) => m.AccountsRoute,
    ),
  },
  {
    path: under(paths.backOffice.account.path),
    lazy: page(
      () => import('../routes/back-office/account'),
      (m) => m.AccountRoute,
    ),
  },
  {
    path: under(paths.backOffice.users.path),
    lazy: page(
      () => import('../routes/back-office/users'),
      (m) => m.UsersRoute,
    ),
  },
  {
    path: under(paths.backOffice.user.path),
    lazy: page(
      () => import('../routes/back-office/user'),
      (m) => m.UserRoute,
    ),
  },
  {
    path: under(paths.backOffice.envelopes.path),
    lazy: page(
      () => import('../routes/back-office/envelopes'),
      (m) => m.EnvelopesRoute,
    ),
  },
  {
    path: under(paths.backOffice.envelope.path),
    lazy: page(
      () => import('../routes/back-office/envelope'),
      (m) => m.EnvelopeRoute,
    ),
  },
  {
    path: under(paths.backOffice.loanNotes.path),
    lazy: page(
      () => import('../routes/back-office/loan-notes'),
      (m) => m.LoanNotesRoute,
    ),
  },
  {
    path: under(paths.backOffice.documents.path),
    lazy: page(
      () => import('../routes/back-office/documents'),
      (m) => m.DocumentsRoute,
    ),
  },
  {
    path: under(paths.backOffice.rebalanceReports.path),
    lazy: page(
      () => import('../routes/back-office/rebalance-reports'),
      (m) => m.RebalanceReportsRoute,
    ),
  },
  {
    path: under(paths.backOffice.notifications.path),
    lazy: page(
      () => import('../routes/back-office/notifications'),
      (m) => m.NotificationsRoute,
    ),
  },
  {
    path: under(paths.backOffice.auditTrail.path),
    lazy: page(
      () => import('../routes/back-office/audit-trail'),
      (m) => m.AuditTrailRoute,
    ),
  },
  {
    path: under(paths.backOffice.applications.path),
    lazy: page(
      () => import('../routes/back-office/applications'),
      (m) => m.ApplicationsRoute,
    ),
  },
  {
    path: under(paths.backOffice.application.path),
    lazy: page(
      () => import('../routes/back-office/application'),
      (m) => m.ApplicationRoute,
    ),
  },
  {
    path: under(paths.backOffice.referenceData.path),
    lazy: page(
      () => import('../routes/back-office/reference-data'),
      (m) => m.ReferenceDataRoute,
    ),
  },
];
