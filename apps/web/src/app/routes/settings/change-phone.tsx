import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TwoFactorGuard } from '../../../features/auth/components/two-factor-guard';
import { ChangePhoneFlow } from '../../../features/contact-changes/components/change-phone-flow';
import { useChangeDoneHref } from './use-change-done-href';

/** The endpoint whose security schema protects this page. */
export const CHANGE_PHONE_ENDPOINT = '/profiles/change-phone-number/';

/** /account/change-phone/ and /account-new/contact-details/change-phone, behind the two-factor guard. */
export function ChangePhoneRoute() {
  const doneHref = useChangeDoneHref();
  return (
    <TwoFactorGuard endpoint={CHANGE_PHONE_ENDPOINT} cancelHref={doneHref}>
      <Box sx={{ maxWidth: 560 }}>
        <Typography component="h1" variant="h4" gutterBottom>
          Change mobile number
        </Typography>
        <ChangePhoneFlow doneHref={doneHref} />
      </Box>
    </TwoFactorGuard>
  );
}
