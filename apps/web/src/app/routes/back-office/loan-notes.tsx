import { LoanNotesQueue } from '../../../features/back-office-products/components/loan-notes-queue';

/** /back-office/loan-notes/: the loan notes held, paged by the server, and issuing an account's notes. */
export function LoanNotesRoute() {
  return <LoanNotesQueue />;
}
