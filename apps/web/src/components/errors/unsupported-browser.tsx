import { Messages } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { ErrorScreen } from './error-screen';

/** Document 3 §2.12; shown instead of the app on browsers below the minimum (lib/browser-support.ts). */
export function UnsupportedBrowser() {
  return (
    <ErrorScreen title={Messages.unsupportedBrowserTitle}>
      <Typography>{Messages.unsupportedBrowser}</Typography>
    </ErrorScreen>
  );
}
