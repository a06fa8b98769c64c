/** What the back office's operator routes say (issue #23). Ours. */
export const BackOfficeMessages = {
  /** `POST /api/operator/staff/role/` for an address no user has. */
  noUserWithEmail: 'No user has this e-mail address. Invite them first, then give them a role.',
  /** `audit search --from/--to`: neither a date nor a date and time. */
  auditTimeNotValid: 'Give a date (2026-11-27) or a date and time with its offset (2026-11-27T09:00:00+11:00).',
  auditRangeReversed: 'The start must not be after the end.',
  /** A staff user given no role yet. */
  noRole: 'You have no back-office role yet. Ask an operator to give you one.',
  /** A staff member whose sign-in asks for no code: the back office waits until it does. */
  twoFactorRequired:
    'The back office needs login two-factor authentication. Turn it on in your settings, then come back.',
  /** A staff role that may not make this change (an auditor's write, say). */
  roleMayNotChange: (role: string) => `Your role (${role}) cannot make this change.`,
} as const;
