import { formatMobile, inviteSignUpSchema, passwordChecklist, type InviteSignUp } from '@portal/contract';
import Typography from '@mui/material/Typography';
import { TermsAndPrivacyLabel } from '../../../components/flat-pages/terms-and-privacy-label';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { PasswordChecklist } from '../../../components/ui/form/password-checklist';
import { PasswordField } from '../../../components/ui/form/password-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { StepHeading } from './step-heading';

/** The terms checkbox's accessible name; its label links both documents (TermsAndPrivacyLabel). */
export const TERMS_LABEL = 'I agree to the terms and conditions and the privacy policy';
export const TERMS_LEAD = 'I agree to';
export const MARKETING_OPT_OUT_LABEL = 'I do not want to receive marketing communications';

/**
 * The set-password fields of document 1 §7, shared by the registration sign-up and the secondary
 * invitation's set-password: the invitation's e-mail and mobile read-only, a password that meets
 * the live checklist, the terms ticked, the marketing opt-out. `onSubmit` gets the values with
 * the checklist filled in; throwing puts the server's errors on the fields.
 */
export function PasswordSetupForm({
  title,
  tenantName,
  email,
  phoneNumber,
  submitLabel,
  onSubmit,
}: {
  title: string;
  tenantName: string;
  email: string;
  phoneNumber: string;
  submitLabel: string;
  onSubmit: (values: InviteSignUp) => Promise<void>;
}) {
  return (
    <>
      <StepHeading>{title}</StepHeading>
      <Typography>Choose a password for {tenantName}.</Typography>
      <Form
        schema={inviteSignUpSchema}
        defaultValues={{
          email,
          phone_number: formatMobile(phoneNumber),
          password1: '',
          password2: '',
          agreement_terms_and_policy: false,
          marketing_opt_out: false,
        }}
        onSubmit={(values) =>
          onSubmit({ ...values, password_check_list: passwordChecklist(values.password1, values.password2) })
        }
        aria-label={title}
      >
        <TextField name="email" label="Email" type="email" autoComplete="email" readOnly />
        <TextField name="phone_number" label="Mobile number" type="tel" autoComplete="tel" readOnly />
        <PasswordField name="password1" label="Password" autoComplete="new-password" />
        <PasswordField name="password2" label="Repeat password" autoComplete="new-password" />
        <PasswordChecklist passwordName="password1" repeatName="password2" />
        <Checkbox name="agreement_terms_and_policy" label={<TermsAndPrivacyLabel lead={TERMS_LEAD} />} />
        <Checkbox name="marketing_opt_out" label={MARKETING_OPT_OUT_LABEL} />
        <SubmitButton sx={{ mt: 2 }}>{submitLabel}</SubmitButton>
      </Form>
    </>
  );
}
