import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';

/**
 * The form's submit button; disabled while the submit is in flight so it is not sent twice, and
 * whenever the caller says so (e.g. until a code is complete).
 */
export function SubmitButton({ children, disabled, ...rest }: Omit<ButtonProps, 'type'>) {
  const { formState } = useFormContext();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={formState.isSubmitting || Boolean(disabled)}
      {...rest}
    >
      {children}
    </Button>
  );
}
