/** Root of the data feeds' queries: an upload reloads the history. */
export const IMPORTS_ROOT = ['back-office-imports'] as const;
