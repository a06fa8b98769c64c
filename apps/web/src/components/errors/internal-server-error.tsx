import { Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { QueryParam } from '../../config/paths';
import { ErrorScreen } from './error-screen';

/** /internal-server-error/?status=502: statuses 500 to 505 land here, showing the status. */
export function InternalServerError() {
  const [search] = useSearchParams();
  const status = search.get(QueryParam.status);
  const shown = status && /^\d{3}$/.test(status) ? status : null;
  return (
    <ErrorScreen title="Internal server error">
      {shown && (
        <Typography variant="h6" component="p" gutterBottom>
          Error {shown}
        </Typography>
      )}
      <Typography>{Messages.genericError}</Typography>
      <Typography>Please try again later.</Typography>
    </ErrorScreen>
  );
}
