import { lastDayOfMonth, toIsoDate } from '@portal/contract';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from '../../../components/ui/form/field-frame';

/**
 * The expiry of a green Medicare card, which shows only a month: the user picks the month and the
 * form holds (and sends) the last day of it (document 1 §4), so the contract's date rule applies as is.
 */
export function MedicareMonthField({ name, label, min }: { name: string; label: string; min?: string }) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === 'string' ? field.value.slice(0, 7) : '';
  const message = fieldState.error?.message;
  return (
    <FieldFrame id={id} label={label} message={message} invalid={Boolean(fieldState.error)} shrinkLabel>
      <OutlinedInput
        id={id}
        type="month"
        label={label}
        notched
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(endOfMonth(event.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        slotProps={{ input: { min, 'aria-describedby': message ? `${id}-message` : undefined } }}
      />
    </FieldFrame>
  );
}

/** '2030-02' -> '2030-02-28'; anything else (a cleared input) -> ''. */
export function endOfMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return '';
  return toIsoDate(lastDayOfMonth(Number(match[1]), Number(match[2])));
}
