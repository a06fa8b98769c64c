import { changePhoneRequestSchema, formatMobile } from '@portal/contract';
import { Form } from '../../../components/ui/form/form';
import { PasswordField } from '../../../components/ui/form/password-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useChangePhone } from '../api/change-phone';
import { useConfirmPhone } from '../api/confirm-phone';
import { useResendPhoneConfirmation } from '../api/resend-phone-confirmation';
import { ChangeWithCodeFlow } from './change-with-code-flow';

export const NEW_PHONE_LABEL = 'New mobile number';

/**
 * Change the mobile number (document 1 §2 screen 6, §5): step 1 the new number and the password,
 * step 2 the SMS code sent to the new number. A wrong password comes back on its field with what
 * was typed kept; the number changes only once the code is confirmed.
 */
export function ChangePhoneFlow({ doneHref }: { doneHref: string }) {
  const change = useChangePhone();
  const confirm = useConfirmPhone();
  const resend = useResendPhoneConfirmation();
  return (
    <ChangeWithCodeFlow
      doneHref={doneHref}
      intro="We send a code to the new number to make sure it is yours. Your number stays as it is until you enter it."
      renderForm={({ typed, send, actions }) => (
        <Form
          schema={changePhoneRequestSchema}
          defaultValues={{ new_phone_number: typed, password: '' }}
          onSubmit={(values) =>
            send(values.new_phone_number, async () => (await change.mutateAsync(values)).new_phone_number)
          }
          aria-label="Change mobile number"
        >
          <TextField
            name="new_phone_number"
            label={NEW_PHONE_LABEL}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            autoFocus
            helperText="An Australian mobile number: 04__ ___ ___"
          />
          <PasswordField name="password" label="Password" />
          {actions}
        </Form>
      )}
      sentTo={(pending) => (
        <>
          We sent the code by SMS to <strong>{formatMobile(pending)}</strong>.
        </>
      )}
      confirm={async (code) => (await confirm.mutateAsync({ code })).detail}
      resend={(pending) => resend.mutateAsync({ phone_number: pending })}
      resending={resend.isPending}
      backLabel="Use another number"
    />
  );
}
