/** An invitation link that cannot be used (spec 1 §8): this domain's part of `Messages`. */
export const invitationSpecMessages = {
  invalidInviteStep: 'Invalid invite step',
  invitationExpired:
    'Sorry! Your invitation link has expired. Contact the person that invited you for this application to resend the invite.',
  // Ours: an invitation to an existing account (spec 2 §2 /accounts/secondary-invite/{accountId}/{token}/).
  accountInvitationForSomeoneElse:
    'This invitation was sent to someone else. Sign in as the person it was sent to, or ask the account holder to invite you.',
  accountInvitationNotFound: 'This invitation does not exist or has been withdrawn.',
  accountInvitationDeclined: 'You have declined this invitation.',
  accountInvitationAlreadyAccepted: 'You have already accepted this invitation.',
  accountInvitationAccepted: (accountName: string) => `You have joined ${accountName}.`,
  // Ours: a registration invitation sent to an e-mail address that already has a sign-in (login step).
  registrationInviteHasSignIn: (email: string) =>
    `You already have a sign-in with ${email}. Sign in to continue your registration with this invitation.`,
  registrationInviteContinueAs: (email: string) =>
    `You are signed in. Continue as ${email}, the person this invitation was sent to.`,
  registrationInviteForSomeoneElse:
    'This invitation was sent to another e-mail address. Sign in as the person it was sent to.',
} as const;
