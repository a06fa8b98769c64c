/** The code in the invitation e-mail (spec 1 §5): digits only. */
export const INVITATION_CODE_LENGTH = 12;
