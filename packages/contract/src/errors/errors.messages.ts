/** Errors shared by every screen (spec 1 §8, spec 3 §8): this domain's part of `Messages`. */
export const errorSpecMessages = {
  genericError: 'Looks like something went wrong',
  sorryTitle: 'Sorry!',
  unexpectedError: (email: string) => `Unexpected error: Please try again later or contact ${email}`,
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  forbiddenTitle: 'Forbidden',
  /** Followed by the admin's contact. */
  forbiddenContactAdmin: 'Please, contact admin at',
  forbiddenFallback: 'Oops something went wrong',
} as const;
