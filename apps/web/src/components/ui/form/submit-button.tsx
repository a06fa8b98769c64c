import Button, { type ButtonProps } from '@mui/material/Button';
import { useFormContext } from 'react-hook-form';

/** The form's submit button; disabled while the submit is in flight so it is not sent twice. */
export function SubmitButton({ children, ...rest }: Omit<ButtonProps, 'type'>) {
  const { formState } = useFormContext();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={formState.isSubmitting} {...rest}>
      {children}
    </Button>
  );
}
