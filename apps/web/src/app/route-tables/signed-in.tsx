import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

/**
 * The signed-in area's own pages (documents 1 and 3 §2): the start at the index (the dashboard, or
 * the clients for staff and advisors), the portfolio screens, notifications, help and legal, and
 * the two-factor confirmations. Signed in, in the signed-in layout. Settings and the /account-new/
 * area have tables of their own.
 */
export const signedInRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../routes/start'),
      (m) => m.StartRoute,
    ),
  },
  {
    path: paths.twoFactor.actionConfirmation.path,
    lazy: page(
      () => import('../routes/two-factor/action-confirmation'),
      (m) => m.ActionConfirmationRoute,
    ),
  },
  {
    path: paths.twoFactor.checkRequiredConfirmation.path,
    lazy: page(
      () => import('../routes/two-factor/check-required-confirmation'),
      (m) => m.CheckRequiredConfirmationRoute,
    ),
  },
  {
    path: paths.account.help.path,
    lazy: page(
      () => import('../routes/flat-pages/help'),
      (m) => m.HelpRoute,
    ),
  },
  {
    path: paths.account.legal.path,
    lazy: page(
      () => import('../routes/flat-pages/legal'),
      (m) => m.LegalRoute,
    ),
  },
  {
    path: paths.account.legalPage.path,
    lazy: page(
      () => import('../routes/flat-pages/legal-page'),
      (m) => m.LegalPageRoute,
    ),
  },
  {
    path: paths.notifications.path,
    lazy: page(
      () => import('../routes/notifications/notifications'),
      (m) => m.NotificationsRoute,
    ),
  },
  // Document 3 §2: the signed-in experience.
  {
    // Lazy: the charts library lands in the dashboard's own chunk, never in the sign-in bundle.
    path: paths.dashboard.path,
    lazy: page(
      () => import('../routes/dashboard/dashboard'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    // Lazy, and pdf.js lazier still: it loads only when a document is previewed.
    path: paths.documents.path,
    lazy: page(
      () => import('../routes/documents/documents'),
      (m) => m.DocumentsRoute,
    ),
  },
  {
    path: paths.reports.path,
    lazy: page(
      () => import('../routes/reports/reports'),
      (m) => m.ReportsRoute,
    ),
  },
  {
    path: paths.advisor.path,
    lazy: page(
      () => import('../routes/advisor/advisor'),
      (m) => m.AdvisorRoute,
    ),
  },
  {
    // Issue #24: the clients staff and advisors act for.
    path: paths.clients.path,
    lazy: page(
      () => import('../routes/clients/clients'),
      (m) => m.ClientsRoute,
    ),
  },
  {
    path: paths.rebalance.list.path,
    lazy: page(
      () => import('../routes/rebalance/rebalance-history'),
      (m) => m.RebalanceHistoryRoute,
    ),
  },
  {
    path: paths.rebalance.report.path,
    lazy: page(
      () => import('../routes/rebalance/rebalance-report'),
      (m) => m.RebalanceReportRoute,
    ),
  },
];
