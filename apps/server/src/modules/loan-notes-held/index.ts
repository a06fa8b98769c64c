export { loanNotesHeldPlugin } from './loan-notes-held.plugin.js';
export { LOAN_NOTE_TIME_ZONE } from './loan-note-time-zone.js';
export { LoanNotesHeldService } from './loan-notes-held.service.js';
export { ReinvestmentService, type HeldNoteApplications } from './reinvestment.service.js';
