/** Root of the back office's application queries: a saved change reloads the list and the application. */
export const BACK_OFFICE_APPLICATIONS_ROOT = ['back-office-applications'] as const;
/** The reference data as the operator reads it; an import reloads it. */
export const BACK_OFFICE_REFERENCE_ROOT = ['back-office-reference'] as const;
