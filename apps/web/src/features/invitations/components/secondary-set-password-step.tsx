import { formatMobile, inviteSignUpSchema, passwordChecklist } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TermsAndPrivacyLabel } from '../../../components/flat-pages/terms-and-privacy-label';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { PasswordChecklist } from '../../../components/ui/form/password-checklist';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError } from '../../../lib/api-error';
import type { SecondaryInviteView } from '../api/get-secondary-invite';
import { useSetSecondaryPassword } from '../api/set-secondary-password';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { ForbiddenDialog } from './forbidden-dialog';
import { MARKETING_OPT_OUT_LABEL, TERMS_LEAD } from './sign-up-step';
import { StepHeading } from './step-heading';

const TITLE = 'Set your password';

/**
 * 'password_reset' (document 1 §7 set-password): the invitation's e-mail and mobile read-only, a
 * password that meets the checklist, terms ticked. The server then sends an SMS code, so its
 * countdown starts here. A 403 opens the Forbidden modal with the admin contact.
 */
export function SecondarySetPasswordStep({ invite, token }: { invite: SecondaryInviteView; token: string }) {
  const setPassword = useSetSecondaryPassword(token);
  const smsCountdown = useResendCountdown(token, 'sms');
  const [forbidden, setForbidden] = useState<{ message: string | undefined; adminEmail: string | null } | null>(null);
  return (
    <>
      <StepHeading>{TITLE}</StepHeading>
      <Typography>Choose a password for {invite.application.name}.</Typography>
      <Form
        schema={inviteSignUpSchema}
        defaultValues={{
          email: invite.email,
          phone_number: formatMobile(invite.phone_number),
          password1: '',
          password2: '',
          agreement_terms_and_policy: false,
          marketing_opt_out: false,
        }}
        onSubmit={async (values) => {
          try {
            await setPassword.mutateAsync({
              ...values,
              password_check_list: passwordChecklist(values.password1, values.password2),
              // The link came by e-mail: the address is proven; the phone is confirmed next.
              skip_email_verification: true,
            });
            smsCountdown.restart();
          } catch (error) {
            if (!isApiError(error) || error.status !== 403) throw error;
            const body = error.body as { admin_email?: string | null } | null;
            setForbidden({ message: error.detail, adminEmail: body?.admin_email ?? null });
          }
        }}
        aria-label={TITLE}
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" readOnly />
        <TextField name="phone_number" label="Mobile number" type="tel" autoComplete="tel" readOnly />
        <PasswordField name="password1" label="Password" autoComplete="new-password" />
        <PasswordField name="password2" label="Repeat password" autoComplete="new-password" />
        <PasswordChecklist passwordName="password1" repeatName="password2" />
        <Checkbox name="agreement_terms_and_policy" label={<TermsAndPrivacyLabel lead={TERMS_LEAD} />} />
        <Checkbox name="marketing_opt_out" label={MARKETING_OPT_OUT_LABEL} />
        <SubmitButton sx={{ mt: 2 }}>Set password</SubmitButton>
      </Form>
      <ForbiddenDialog
        open={forbidden !== null}
        message={forbidden?.message}
        adminEmail={forbidden?.adminEmail ?? null}
        onClose={() => setForbidden(null)}
      />
    </>
  );
}
