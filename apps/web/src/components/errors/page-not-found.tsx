import Typography from '@mui/material/Typography';
import { ErrorScreen } from './error-screen';

/** /page-not-found/, and any path the route table does not know. */
export function PageNotFound() {
  return (
    <ErrorScreen title="Page not found">
      <Typography>The page you are looking for does not exist or has moved.</Typography>
    </ErrorScreen>
  );
}
