/**
 * The union of an enumeration's wire values. Each enumeration of the three documents is a const
 * object (for code) whose values are the wire strings, and `z.enum(X)` accepts the object
 * directly. Where the documents name a value but not its wire spelling, the spelling is ours and
 * says so. Internal: the package root does not export this type.
 */
export type ValueOf<T> = T[keyof T];
