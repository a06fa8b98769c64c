import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldFrame } from '../../../components/ui/form/field-frame';

/** The error type a failed lookup puts on its field: typing again clears it. */
export const LOOKUP_ERROR = 'lookup';

/**
 * A number typed with a button beside it that asks a register about it (ABN 'Look up', ACN
 * 'Validate'). Bound to the surrounding Form like any field: its error (the form's own, the
 * server's or the lookup's) shows under it and describes the input. Enter in the field runs the
 * lookup rather than submitting the form.
 */
export function LookupField({
  name,
  label,
  buttonLabel,
  helperText,
  canLookUp = () => true,
  pending,
  onLookUp,
  onEdited,
}: {
  name: string;
  label: string;
  buttonLabel: string;
  helperText?: ReactNode;
  /** Whether what is typed may be looked up yet; the button is disabled until it may. */
  canLookUp?: (value: string) => boolean;
  pending: boolean;
  onLookUp: (value: string) => void;
  /** Called as the number changes, so an answer about the previous number can be dropped. */
  onEdited?: () => void;
}) {
  const id = useId();
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === 'string' ? field.value : '';
  const message = fieldState.error?.message ?? helperText;
  const enabled = canLookUp(value) && !pending;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} alignItems={{ sm: 'flex-start' }}>
      <FieldFrame id={id} label={label} message={message} invalid={Boolean(fieldState.error)}>
        <OutlinedInput
          id={id}
          label={label}
          name={field.name}
          value={value}
          onChange={(event) => {
            field.onChange(event);
            const type = fieldState.error?.type;
            if (type === LOOKUP_ERROR || type === 'server') clearErrors(name);
            onEdited?.();
          }}
          onBlur={field.onBlur}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (enabled) onLookUp(value);
          }}
          inputRef={field.ref}
          slotProps={{
            input: { inputMode: 'numeric', 'aria-describedby': message ? `${id}-message` : undefined },
          }}
        />
      </FieldFrame>
      <Button
        type="button"
        variant="outlined"
        disabled={!enabled}
        onClick={() => onLookUp(value)}
        sx={{ mt: { xs: 0, sm: 2 }, mb: { xs: 1, sm: 0 }, minHeight: 56, flexShrink: 0 }}
      >
        {buttonLabel}
      </Button>
    </Stack>
  );
}
