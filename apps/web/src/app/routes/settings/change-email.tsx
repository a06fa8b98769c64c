import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router';
import { QueryParam } from '../../../config/paths';
import { TwoFactorGuard } from '../../../features/auth/components/two-factor-guard';
import { ChangeEmailFlow } from '../../../features/contact-changes/components/change-email-flow';
import { ConfirmEmailLink } from '../../../features/contact-changes/components/confirm-email-link';
import { useChangeDoneHref } from './use-change-done-href';

/** The endpoint whose security schema protects this page. */
export const CHANGE_EMAIL_ENDPOINT = '/profiles/change-email-address/';

const TITLE = 'Change e-mail address';

/**
 * /account/change-email/ and /account-new/contact-details/change-email, behind the two-factor
 * guard. Opened from the e-mailed link (?token=) it confirms the new address instead; the link
 * itself proves the mailbox, so no code is asked for.
 */
export function ChangeEmailRoute() {
  const doneHref = useChangeDoneHref();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const token = search.get(QueryParam.token);
  if (token) {
    return (
      <Box sx={{ maxWidth: 560 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {TITLE}
        </Typography>
        <ConfirmEmailLink token={token} doneHref={doneHref} restartHref={pathname} />
      </Box>
    );
  }
  return (
    <TwoFactorGuard endpoint={CHANGE_EMAIL_ENDPOINT} cancelHref={doneHref}>
      <Box sx={{ maxWidth: 560 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {TITLE}
        </Typography>
        <ChangeEmailFlow doneHref={doneHref} />
      </Box>
    </TwoFactorGuard>
  );
}
