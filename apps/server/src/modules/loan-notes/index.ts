export { loanNotesPlugin } from './loan-notes.plugin.js';
export { LoanNotesService } from './loan-notes.service.js';
export { submitLoanNoteApplications } from './loan-note-submission.js';
export { offeredNoteTypes } from './loan-notes.repository.js';
