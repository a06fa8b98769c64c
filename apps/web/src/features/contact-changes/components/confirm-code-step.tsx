import { confirmPhoneSchema, Messages } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CodeField, VerifyCodeButton } from '../../../components/ui/code/code-field';
import { CodeHelp } from '../../../components/ui/code/code-help';
import { ResendCodeButton } from '../../../components/ui/code/resend-code-button';
import { Form } from '../../../components/ui/form/form';

/**
 * Step 2 of an e-mail or phone change: where the code went, the six-digit entry (Verify disabled
 * until the contract accepts it), Resend with its countdown, and a way back to correct the new
 * address. A wrong or expired code comes back on the field.
 */
export function ConfirmCodeStep({
  sentTo,
  onConfirm,
  secondsUntilResend,
  resending,
  onResend,
  backLabel,
  onBack,
}: {
  sentTo: ReactNode;
  onConfirm: (code: string) => Promise<unknown>;
  secondsUntilResend: number;
  resending: boolean;
  onResend: () => void;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <>
      <Typography component="h2" variant="h5" gutterBottom>
        {Messages.enterYourCode}
      </Typography>
      <Typography sx={{ mb: 1 }}>{sentTo}</Typography>
      <Form
        schema={confirmPhoneSchema}
        defaultValues={{ code: '' }}
        onSubmit={(values) => onConfirm(values.code)}
        aria-label={Messages.enterYourCode}
        warnOnUnsavedChanges={false}
      >
        <CodeField />
        <Stack spacing={1} sx={{ mt: 2 }}>
          <VerifyCodeButton />
          <ResendCodeButton secondsLeft={secondsUntilResend} sending={resending} onResend={onResend} />
          <Button variant="outlined" fullWidth onClick={onBack}>
            {backLabel}
          </Button>
        </Stack>
      </Form>
      <CodeHelp />
    </>
  );
}
