import { formatMobile, inviteSignUpSchema, passwordChecklist } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { TermsAndPrivacyLabel } from '../../../components/flat-pages/terms-and-privacy-label';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { PasswordChecklist } from '../../../components/ui/form/password-checklist';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError } from '../../../lib/api-error';
import type { InvitationView } from '../api/get-registration-invite';
import { useSignUp } from '../api/sign-up';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { StepHeading } from './step-heading';

const TITLE = 'Create your account';
/** The terms checkbox's accessible name; its label links both documents (TermsAndPrivacyLabel). */
export const TERMS_LABEL = 'I agree to the terms and conditions and the privacy policy';
export const TERMS_LEAD = 'I agree to';
export const MARKETING_OPT_OUT_LABEL = 'I do not want to receive marketing communications';

/**
 * 'sign_up' before the account exists (document 1 §5 "Sign-up"): the invitation's e-mail and
 * mobile read-only, a password that meets the live checklist, and the terms ticked. On success
 * the server sends an e-mail code, so its resend countdown starts here.
 */
export function SignUpStep({ invite, onSignedUp }: { invite: InvitationView; onSignedUp: () => void }) {
  const signUp = useSignUp(invite.uuid);
  const emailCountdown = useResendCountdown(invite.uuid, 'email');
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
            await signUp.mutateAsync({
              ...values,
              password_check_list: passwordChecklist(values.password1, values.password2),
            });
            emailCountdown.restart();
          } catch (error) {
            if (!isAccountAlreadyCreated(error)) throw error;
          }
          onSignedUp();
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
        <SubmitButton sx={{ mt: 2 }}>Sign up</SubmitButton>
      </Form>
    </>
  );
}

/**
 * At step sign_up the only error the server gives without naming a field is "already done": the
 * account was created earlier (another tab, another browser, storage cleared) and only the
 * e-mail code is missing. Go on to the code entry, where a new code can be asked for.
 */
function isAccountAlreadyCreated(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    Object.keys(error.fieldErrors).length === 0 &&
    error.nonFieldErrors !== undefined
  );
}
