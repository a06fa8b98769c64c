/**
 * Page sizes. A general list offers 10, 20, 50 or 100 rows (default 10); some lists the documents
 * give their own size, kept together here so the lists can be compared at a glance.
 */

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const PageSize = {
  regions: 500,
  documents: 10,
  rebalanceReports: 10,
  notifications: 10,
  /** The dashboard investments card asks for every row in one page. */
  dashboardInvestments: 99999,
} as const;
