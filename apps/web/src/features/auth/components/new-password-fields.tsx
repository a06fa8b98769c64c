import { PasswordChecklist } from '../../../components/ui/form/password-checklist';
import { PasswordField } from '../../../components/ui/form/password-field';

/** New password, its repeat and the live checklist: the same on reset and on change. */
export function NewPasswordFields() {
  return (
    <>
      <PasswordField name="new_password1" label="New password" autoComplete="new-password" />
      <PasswordField name="new_password2" label="Repeat password" autoComplete="new-password" />
      <PasswordChecklist />
    </>
  );
}
