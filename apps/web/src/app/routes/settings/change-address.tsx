import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { TwoFactorGuard } from '../../../features/auth/components/two-factor-guard';
import { ChangeAddressForm } from '../../../features/contact-changes/components/change-address-form';
import { personalDetailQueryOptions, usePersonalDetail } from '../../../features/identity/api/get-personal-detail';
import { ResidentialAddressFields } from '../../../features/identity/components/residential-address-fields';
import { useChangeDoneHref } from './use-change-done-href';

/** The endpoint whose security schema protects this page. */
export const CHANGE_ADDRESS_ENDPOINT = '/profiles/change-address/';

const TITLE = 'Change address';

/**
 * /account/change-address/: the residential address of the personal details, with the identity
 * forms' address fields, saved by the change-address call (behind the two-factor guard).
 */
export function ChangeAddressRoute() {
  const doneHref = useChangeDoneHref();
  const queryClient = useQueryClient();
  const detail = usePersonalDetail();
  return (
    <TwoFactorGuard endpoint={CHANGE_ADDRESS_ENDPOINT} cancelHref={doneHref}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      {detail.isPending ? (
        <PageSpinner label="Loading your address" />
      ) : detail.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : detail.data === null ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={paths.accountNew.personalDetails.getHref()}>
              Personal details
            </Button>
          }
        >
          Your address is part of your personal details. Please enter them first.
        </Alert>
      ) : (
        <Paper sx={{ p: 3, maxWidth: 720 }}>
          <ChangeAddressForm
            defaults={{
              country: detail.data.country,
              street_number: detail.data.street_number,
              street_name: detail.data.street_name,
              suburb: detail.data.suburb,
              state: detail.data.state,
              post_code: detail.data.post_code,
            }}
            doneHref={doneHref}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: personalDetailQueryOptions().queryKey })}
          >
            <ResidentialAddressFields />
          </ChangeAddressForm>
        </Paper>
      )}
    </TwoFactorGuard>
  );
}
