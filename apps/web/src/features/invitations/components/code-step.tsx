import { twoFactorConfirmSchema, type TwoFactorConfirm } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { CodeField, VerifyCodeButton } from '../../../components/ui/code/code-field';
import { CodeHelp } from '../../../components/ui/code/code-help';
import { ResendCodeButton } from '../../../components/ui/code/resend-code-button';
import { Form } from '../../../components/ui/form/form';
import { StepHeading } from './step-heading';

/**
 * The frame of both confirmation codes of sign-up (e-mail, then SMS): where the code went, the
 * six-digit entry (Verify disabled until the contract accepts it), Resend with its countdown, and
 * a way to correct the address the code went to. Correcting replaces the code entry until it is
 * saved or cancelled, so only one form is on screen at a time.
 */
export function CodeStep({
  title,
  sentTo,
  onSubmit,
  secondsUntilResend,
  resending,
  onResend,
  changeLabel,
  renderChange,
}: {
  title: string;
  sentTo: ReactNode;
  onSubmit: (values: TwoFactorConfirm) => Promise<unknown>;
  secondsUntilResend: number;
  resending: boolean;
  onResend: () => void;
  /** 'Change e-mail' / 'Change mobile number'; without it the address cannot be corrected here. */
  changeLabel?: string;
  renderChange?: (close: () => void) => ReactNode;
}) {
  const [changing, setChanging] = useState(false);
  return (
    <>
      <StepHeading>{title}</StepHeading>
      <Box sx={{ mb: 1 }}>{sentTo}</Box>
      {changing && renderChange ? (
        renderChange(() => setChanging(false))
      ) : (
        <Form
          schema={twoFactorConfirmSchema}
          defaultValues={{ code: '' }}
          onSubmit={onSubmit}
          aria-label={title}
          warnOnUnsavedChanges={false}
        >
          <CodeField />
          <Stack spacing={1} sx={{ mt: 2 }}>
            <VerifyCodeButton />
            <ResendCodeButton secondsLeft={secondsUntilResend} sending={resending} onResend={onResend} />
            {changeLabel && renderChange && (
              <Button variant="outlined" fullWidth onClick={() => setChanging(true)}>
                {changeLabel}
              </Button>
            )}
          </Stack>
        </Form>
      )}
      <CodeHelp />
    </>
  );
}
