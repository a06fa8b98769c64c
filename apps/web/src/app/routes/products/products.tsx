import { LoanNotesHeld } from '../../../features/loan-notes-held/components/loan-notes-held';
import { useSession } from '../../../lib/session';

/** /products/: the loan notes held, the session's selected account first. */
export function ProductsRoute() {
  const { selectedAccountId } = useSession();
  return <LoanNotesHeld selectedAccountId={selectedAccountId === null ? null : Number(selectedAccountId)} />;
}
