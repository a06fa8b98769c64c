export { loanNotesHeldPlugin } from './loan-notes-held.plugin.js';
export { LoanNotesHeldService, LOAN_NOTE_TIME_ZONE } from './loan-notes-held.service.js';
