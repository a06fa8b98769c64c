import { AuthMessages, passwordChangeSchema } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { useChangePassword } from '../api/change-password';
import { useSignOut } from '../hooks/use-sign-out';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { old_password: '', new_password1: '', new_password2: '' };

/**
 * Current password, New password, Repeat password and the checklist. A wrong current password
 * comes back on its field. When the change is forced, the page says so and offers the only other
 * way out: signing out (`forced`); `onChanged` then lets the route move on.
 */
export function ChangePasswordForm({ forced, onChanged }: { forced: boolean; onChanged: () => void }) {
  const change = useChangePassword();
  const { signOut, isPending: signingOut, confirmDialog } = useSignOut();
  const [done, setDone] = useState<string | null>(null);

  return (
    <>
      {forced && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {AuthMessages.passwordChangeRequired}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      <Form
        schema={passwordChangeSchema}
        defaultValues={EMPTY}
        onSubmit={async (values, form) => {
          setDone(null);
          const answer = await change.mutateAsync(values);
          form.reset(EMPTY);
          setDone(answer.detail);
          onChanged();
        }}
        aria-label="Change password"
      >
        <PasswordField name="old_password" label="Current password" autoComplete="current-password" />
        <NewPasswordFields />
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
          <SubmitButton fullWidth={false}>Change password</SubmitButton>
          {forced && (
            <Button variant="outlined" size="large" disabled={signingOut} onClick={signOut}>
              Sign out
            </Button>
          )}
        </Stack>
      </Form>
      {confirmDialog}
    </>
  );
}
