/**
 * The advisor page and its meetings (spec 3 §2.7). `advisorSpecMessages` is this domain's part of
 * `Messages`; `AdvisorMessages` is ours: the documents quote no text for it.
 */
export const advisorSpecMessages = {
  contactFirstName: (firstName: string) => `Contact ${firstName}`,
  bookMeetingPrompt: 'Need to book your quarterly review meeting?',
  bookMeeting: 'Book meeting',
  contactAdvisorTitle: 'Contact Private Portfolio Manager',
  bookReviewMeetingTitle: 'Book review meeting',
  willContactYouShortly: (firstName: string) => `${firstName} will contact you shortly`,
} as const;

export const AdvisorMessages = {
  noAdvisors: 'No portfolio manager has been assigned to your accounts yet.',
  /** An advisor's login (issue #24): who may not be one. */
  loginIsStaff: 'This person is staff; staff act for every client already.',
  loginTaken: 'This person already signs in as another advisor.',
  loginHoldsAccounts: 'This person holds accounts of their own; an advisor signs in with a login of their own.',
  /** The client list is for staff and advisors. */
  clientsForAdvisors: 'Only staff and advisors act for clients.',
} as const;
