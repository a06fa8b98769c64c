import { Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router';
import { QueryParam } from '../../config/paths';
import { ErrorScreen } from './error-screen';

/** /error-page/: 'Sorry!' with the message it was sent (navigation state, else ?message=). */
export function ErrorPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const state: unknown = location.state;
  const fromState =
    typeof state === 'object' && state !== null && 'message' in state && typeof state.message === 'string'
      ? state.message
      : undefined;
  const message = fromState ?? search.get(QueryParam.message) ?? Messages.genericError;
  return (
    <ErrorScreen title={Messages.sorryTitle}>
      <Typography>{message}</Typography>
    </ErrorScreen>
  );
}
