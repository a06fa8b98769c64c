import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BackToLoginButton } from './back-to-login-button';
import { StepHeading } from './step-heading';

/** Expired or withdrawn: the document's sentence, nothing about the invitation itself. */
export function InvitationExpired() {
  return (
    <>
      <StepHeading>Invitation expired</StepHeading>
      <Typography>{Messages.invitationExpired}</Typography>
      <BackToLoginButton />
    </>
  );
}

/** A uuid the server does not know (404) or cannot be one (400): most likely a mistyped link. */
export function InvitationNotFound() {
  return (
    <>
      <StepHeading>This invitation does not exist</StepHeading>
      <Typography>
        Please check the link in your invitation e-mail, or contact the person that invited you for this application.
      </Typography>
      <BackToLoginButton />
    </>
  );
}

/** A step this build does not know (document 1 §4: "An unknown step raises 'Invalid invite step'"). */
export function InvalidInviteStep() {
  return (
    <>
      <StepHeading>Invitation</StepHeading>
      <Alert severity="error">{Messages.invalidInviteStep}</Alert>
      <BackToLoginButton />
    </>
  );
}

/** The invitation could not be read (offline, server error): say so and let the user try again. */
export function InvitationLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <StepHeading>Invitation</StepHeading>
      <Alert severity="error">{Messages.genericError}</Alert>
      <Button variant="contained" fullWidth sx={{ mt: 3 }} onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
