/** Interest days, start dates and cut-offs are Sydney's: the provider's and its investors' calendar. */
export const LOAN_NOTE_TIME_ZONE = 'Australia/Sydney';
