/**
 * Messages of the e-mail, phone and address changes and of blocking one's own access. The
 * documents quote none of them ("an incorrect password on e-mail or phone change has a dedicated
 * handler whose text is not shown"), so they are ours, kept here so the server and the screens
 * share one wording. A wrong password uses AuthMessages.wrongPassword.
 */
export const ContactChangeMessages = {
  sameEmail: 'This is already your e-mail address.',
  emailTaken: 'An account with this e-mail address already exists.',
  emailLinkSent: (email: string) =>
    `We have sent a link to ${email}. Open it to confirm your new e-mail address; until then your e-mail address stays as it is.`,
  emailCodeSent: (email: string) =>
    `We have sent a six digit code to ${email}. Enter it to confirm your new e-mail address.`,
  noEmailChangePending: 'There is no e-mail change waiting for this address. Please start again.',
  emailChanged: (email: string) => `Your e-mail address has been changed to ${email}.`,
  samePhone: 'This is already your mobile number.',
  noPhoneChangePending: 'There is no change waiting for this mobile number. Please start again.',
  phoneChanged: (phone: string) => `Your mobile number has been changed to ${phone}.`,
  codeResent: 'A new code has been sent.',
  linkResent: 'A new link has been sent.',
  noPersonalDetails: 'Please enter your personal details first.',
  addressChanged: 'Your address has been changed.',
  accessBlocked: 'Your access has been blocked. You have been signed out everywhere.',
  userNotFound: 'There is no user with this e-mail address.',
  userUnblocked: 'The user can sign in again.',
} as const;
