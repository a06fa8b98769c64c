import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SubmitButton } from '../../../components/ui/form/submit-button';

/** Back and Continue under a step's form: Continue submits it. */
export function StepFormActions({ onBack }: { onBack: () => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      <Button variant="outlined" size="large" onClick={onBack}>
        Back
      </Button>
      <SubmitButton fullWidth={false}>Continue</SubmitButton>
    </Stack>
  );
}

/** Back and Continue of a step shown without a form (read-only, or the booklet). */
export function StepActions({
  onBack,
  onContinue,
  busy,
}: {
  onBack: () => void;
  onContinue: () => void;
  busy?: boolean;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      <Button variant="outlined" size="large" onClick={onBack}>
        Back
      </Button>
      <Button variant="contained" size="large" onClick={onContinue} disabled={busy}>
        Continue
      </Button>
    </Stack>
  );
}
