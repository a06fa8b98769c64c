import { changeEmailRequestSchema } from '@portal/contract';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useChangeEmail } from '../api/change-email';
import { useConfirmEmailByCode } from '../api/confirm-email-by-code';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';
import { ChangeWithCodeFlow } from './change-with-code-flow';

export const NEW_EMAIL_LABEL = 'New e-mail address';

/**
 * Change the e-mail address (document 1 §2 screen 6, §5): step 1 the new address and the
 * password, step 2 the six-digit code e-mailed to the new address (the server also offers a link,
 * which the same page confirms from its `token`). The old address is told once it changed.
 */
export function ChangeEmailFlow({ doneHref }: { doneHref: string }) {
  const change = useChangeEmail();
  const confirm = useConfirmEmailByCode();
  const resend = useResendEmailConfirmation();
  return (
    <ChangeWithCodeFlow
      doneHref={doneHref}
      intro="We send a code to the new address to make sure it is yours. Your e-mail address stays as it is until you enter it."
      renderForm={({ typed, send, actions }) => (
        <Form
          schema={changeEmailRequestSchema}
          defaultValues={{ new_email: typed, password: '', confirmation_type: 'code' }}
          onSubmit={(values) =>
            send(
              values.new_email,
              async () => (await change.mutateAsync({ ...values, confirmation_type: 'code' })).new_email,
            )
          }
          aria-label="Change e-mail address"
        >
          <TextField name="new_email" label={NEW_EMAIL_LABEL} type="email" autoComplete="email" autoFocus />
          <PasswordField name="password" label="Password" />
          {actions}
        </Form>
      )}
      sentTo={(pending) => (
        <>
          We sent the code by e-mail to <strong>{pending}</strong>.
        </>
      )}
      confirm={async (code) => (await confirm.mutateAsync({ code })).detail}
      resend={(pending) => resend.mutateAsync({ email: pending, confirmation_type: 'code' })}
      resending={resend.isPending}
      backLabel="Use another address"
    />
  );
}
