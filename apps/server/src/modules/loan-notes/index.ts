export { loanNotesPlugin } from './loan-notes.plugin.js';
export { LoanNotesService } from './loan-notes.service.js';
