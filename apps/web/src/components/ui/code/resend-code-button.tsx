import { Messages } from '@portal/contract';
import Button from '@mui/material/Button';

/**
 * 'Resend code in m:ss minute/second' while the countdown runs (disabled), then 'Resend code'
 * (document 1 §4). The visible text is the accessible name.
 */
export function ResendCodeButton({
  secondsLeft,
  sending,
  onResend,
}: {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}) {
  const counting = secondsLeft > 0;
  return (
    <Button variant="text" fullWidth disabled={counting || sending} onClick={onResend}>
      {counting ? Messages.resendCodeIn(secondsLeft) : Messages.resendCode}
    </Button>
  );
}
