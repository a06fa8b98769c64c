import { AUTH_CODE_LENGTH, authCodeSchema } from '@portal/contract';
import { useWatch } from 'react-hook-form';
import { SubmitButton } from '../form/submit-button';
import { TextField } from '../form/text-field';

/** The label of every six-digit code field, so people and tests find the same thing everywhere. */
export const CODE_FIELD_LABEL = 'Verification code';

/**
 * The six-digit code input of a surrounding Form whose field is `code` (two-factor, e-mail and
 * phone confirmation). Numeric keyboard and one-time-code autofill on phones.
 */
export function CodeField({ label = CODE_FIELD_LABEL }: { label?: string }) {
  return (
    <TextField
      name="code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AUTH_CODE_LENGTH}
      autoFocus
    />
  );
}

/** Submit, disabled until the field holds a code the contract accepts (document 1 §5). */
export function VerifyCodeButton({ children = 'Verify' }: { children?: string }) {
  const code: unknown = useWatch({ name: 'code' });
  const valid = authCodeSchema.safeParse(code).success;
  return <SubmitButton disabled={!valid}>{children}</SubmitButton>;
}
