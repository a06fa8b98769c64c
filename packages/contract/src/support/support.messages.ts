/**
 * Contact support (spec 1 §2, §8). `supportSpecMessages` is this domain's part of `Messages`;
 * `SupportMessages` is ours: the documents quote no text for it.
 */
export const supportSpecMessages = {
  weWillContactYouShortly: 'We will contact you shortly',
} as const;

export const SupportMessages = {
  tooManyRequests: 'You have sent several requests in a short time. Please wait a while before you write again.',
} as const;
