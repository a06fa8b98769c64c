/**
 * Every message the documents quote, word for word, as a named constant. Screens and the
 * server import these; nothing re-types a quoted sentence.
 */
export const Messages = {
  genericError: 'Looks like something went wrong',
  accountBlocked:
    'Your account is blocked; you will not be able to log in until an administrator has unblocked your account',
  sorryTitle: 'Sorry!',
  invalidInviteStep: 'Invalid invite step',
  fieldRequired: 'This field is required',
  unsupportedBrowserTitle: 'Unsupported Browser',
  unsupportedBrowser:
    'It looks like your browser is not supported or is out of date. Please update your browser or switch to a modern one for the best experience.',
} as const;
