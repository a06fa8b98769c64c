/**
 * Enumerations of the three documents. Each is a const object (for code) whose values are the
 * wire strings; `z.enum(X)` accepts the object directly.
 */
export const ProductKey = { ipm: 'ipm', icf: 'icf', viv: 'viv' } as const;
export type ProductKey = (typeof ProductKey)[keyof typeof ProductKey];
