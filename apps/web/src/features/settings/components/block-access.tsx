import { blockAccessSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useBlockAccess } from '../api/block-access';

export const BLOCK_BUTTON = 'Block my account';

/**
 * Block own access (document 1 §4 "Block account"): step 1 warns what it does, step 2 confirms
 * with the password. Afterwards every session has ended and the user is on the account-blocked
 * page, signed out; only the provider can unblock.
 */
export function BlockAccess({ cancelHref }: { cancelHref: string }) {
  const [step, setStep] = useState<'warning' | 'confirm'>('warning');
  const block = useBlockAccess();
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Block account
      </Typography>
      <Paper sx={{ p: 3, maxWidth: 640 }}>
        {step === 'warning' ? (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              Blocking your account signs you out on every device at once. Nobody, you included, can sign in again until
              an administrator unblocks your account.
            </Alert>
            <Typography sx={{ mb: 3 }}>
              Do this if you think someone else knows your password or has access to your account. To use the portal
              again afterwards, contact us.
            </Typography>
            <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
              <Button variant="contained" color="error" size="large" onClick={() => setStep('confirm')}>
                Continue
              </Button>
              <Button variant="outlined" size="large" component={RouterLink} to={cancelHref}>
                Cancel
              </Button>
            </Stack>
          </>
        ) : (
          <Form
            schema={blockAccessSchema}
            defaultValues={{ password: '' }}
            onSubmit={(values) => block.mutateAsync(values)}
            aria-label="Confirm with your password"
          >
            <Typography component="h2" variant="h6" gutterBottom>
              Confirm with your password
            </Typography>
            <PasswordField name="password" label="Password" autoFocus />
            <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 1 }}>
              <SubmitButton fullWidth={false} color="error">
                {BLOCK_BUTTON}
              </SubmitButton>
              <Button variant="outlined" size="large" onClick={() => setStep('warning')}>
                Back
              </Button>
            </Stack>
          </Form>
        )}
      </Paper>
    </>
  );
}
