import { Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/errors/error-screen';

/**
 * Last line of defence for a page that threw while loading or rendering, including a page's code
 * that failed to download (typically after a new release): say so plainly and offer a reload.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <ErrorScreen
      title={Messages.sorryTitle}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    >
      <Typography>{Messages.genericError}</Typography>
    </ErrorScreen>
  );
}
