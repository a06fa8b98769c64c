import { useLocation } from 'react-router';
import { LoanNotesHeld } from '../../../features/loan-notes-held/components/loan-notes-held';
import { useSession } from '../../../lib/session';

/** The message a screen that sends the person here leaves in the navigation state. */
function noticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

/** /products/: the loan notes held, the session's selected account first. */
export function ProductsRoute() {
  const { selectedAccountId } = useSession();
  const location = useLocation();
  return (
    <LoanNotesHeld
      selectedAccountId={selectedAccountId === null ? null : Number(selectedAccountId)}
      notice={noticeOf(location.state)}
    />
  );
}
