import { Messages } from '@portal/contract';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';

/** Where the form keeps the message shown in the Alert above its fields. */
export const SERVER_ERROR_KEY = 'root.server' as const;

/**
 * Puts a failed submit onto the form (document 1 §8): each `field_errors` entry on its field,
 * `non_field_errors` (and a `detail`, and field errors for fields this form does not have) in
 * the Alert above the form. What the user typed stays: nothing here resets values.
 * When the server failed or never answered, the Alert says 'Unexpected error: Please try again
 * later or contact {email}' with the application's support address (documents 1 and 2).
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues> | UseFormReturn<T>,
  error: unknown,
  supportEmail?: string,
): void {
  if (!isApiError(error) || error.isServerError) {
    const message = supportEmail ? Messages.unexpectedError(supportEmail) : Messages.genericError;
    form.setError(SERVER_ERROR_KEY, { type: 'server', message });
    return;
  }

  const values = form.getValues();
  const aboveTheForm: string[] = [];
  let focused = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    // A list's entries may be named `items[0].name` (the contract's paths) or `items.0.name`.
    const name = path.replace(/\[(\d+)\]/g, '.$1');
    if (hasField(values, name)) {
      form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else {
      aboveTheForm.push(message);
    }
  }
  if (error.nonFieldErrors) aboveTheForm.unshift(error.nonFieldErrors);
  if (error.detail) aboveTheForm.push(error.detail);
  if (aboveTheForm.length === 0 && !focused) aboveTheForm.push(error.message);
  if (aboveTheForm.length > 0) {
    form.setError(SERVER_ERROR_KEY, { type: 'server', message: aboveTheForm.join(' ') });
  }
}

/** Whether a (possibly dotted) field name exists among the form's values. */
function hasField(values: unknown, name: string): boolean {
  let current: unknown = values;
  for (const part of name.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}
