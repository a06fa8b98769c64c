/**
 * Root of the portfolio application's queries. Under the accounts root (['accounts']) on purpose:
 * saving the application changes the account's missing parts, so a save invalidates the root.
 */
export const ACCOUNT_DATA_ROOT = ['accounts'] as const;
export const PORTFOLIO_APPLICATION_ROOT = [...ACCOUNT_DATA_ROOT, 'portfolio-application'] as const;
export const PORTFOLIO_APPLICATIONS_PATH = '/ipm/portfolio-applications/';
