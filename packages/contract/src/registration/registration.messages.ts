/** The Individual info flow (spec 1 §2, §4): this domain's part of `Messages`. */
export const registrationSpecMessages = {
  individualInfoTitle: 'Individual info',
} as const;
