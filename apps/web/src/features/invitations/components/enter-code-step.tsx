import { activateInviteSchema } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useActivateInvite } from '../api/activate-invite';
import { StepHeading } from './step-heading';

const TITLE = 'Enter your invitation code';

/** 'enter_code': the 12-digit code from the invitation e-mail, checked with the contract's rule. */
export function EnterCodeStep({ uuid }: { uuid: string }) {
  const activate = useActivateInvite(uuid);
  return (
    <>
      <StepHeading>{TITLE}</StepHeading>
      <Typography>Enter the 12-digit code from your invitation e-mail.</Typography>
      <Form
        schema={activateInviteSchema}
        defaultValues={{ code: '' }}
        onSubmit={(values) => activate.mutateAsync(values)}
        aria-label={TITLE}
        warnOnUnsavedChanges={false}
      >
        <TextField name="code" label="Invitation code" inputMode="numeric" autoComplete="one-time-code" autoFocus />
        <SubmitButton sx={{ mt: 2 }}>Continue</SubmitButton>
      </Form>
    </>
  );
}
