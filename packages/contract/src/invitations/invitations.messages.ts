/** An invitation link that cannot be used (spec 1 §8): this domain's part of `Messages`. */
export const invitationSpecMessages = {
  invalidInviteStep: 'Invalid invite step',
  invitationExpired:
    'Sorry! Your invitation link has expired. Contact the person that invited you for this application to resend the invite.',
} as const;
