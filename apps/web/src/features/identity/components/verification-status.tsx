import { IdentityReviewMessages, Messages, type PersonalDetail } from '@portal/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Where the identity check stands, in words beside an icon: the warning icon when it did not
 * verify (document 1 §2 screen 6), so colour is never the only sign.
 */
export function VerificationStatus({
  status,
  reviewMessage = null,
}: {
  status: PersonalDetail['status'] | null;
  /** Staff's message when they could not verify the details by hand. */
  reviewMessage?: string | null;
}) {
  if (status === 'verified') {
    return (
      <Stack direction="row" spacing={1} alignItems="center">
        <CheckCircleOutlined color="success" aria-hidden />
        <Typography>Identity verified</Typography>
      </Stack>
    );
  }
  if (status === 'pending') {
    return (
      <Stack direction="row" spacing={1} alignItems="center">
        <HourglassEmptyOutlined color="info" aria-hidden />
        <Typography>Our team is checking your identity</Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <WarningAmberOutlined color="warning" titleAccess="Not verified" />
        <Typography>{status === null ? 'Not entered yet' : Messages.detailsNotVerified}</Typography>
      </Stack>
      {status === 'not_verified' && reviewMessage && <ReviewMessage message={reviewMessage} />}
    </Stack>
  );
}

/** What staff wrote when they could not verify the details, and what to do about it. */
export function ReviewMessage({ message, sx }: { message: string; sx?: SxProps<Theme> }) {
  return (
    <Alert severity="warning" role="note" aria-label="Message from our team" sx={sx}>
      <AlertTitle>{IdentityReviewMessages.rejectedTitle}</AlertTitle>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{message}</Typography>
      <Typography sx={{ mt: 1 }}>Please check your personal details and enter them again.</Typography>
    </Alert>
  );
}
