/** E-signing the application (spec 2 §4, §8): this domain's part of `Messages`. */
export const signingSpecMessages = {
  declineSigningRecorded: 'Your decision to decline signing the documents has been documented.',
} as const;
