import { Messages, type PersonalDetail } from '@portal/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * Where the identity check stands, in words beside an icon: the warning icon when it did not
 * verify (document 1 §2 screen 6), so colour is never the only sign.
 */
export function VerificationStatus({ status }: { status: PersonalDetail['status'] | null }) {
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
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <WarningAmberOutlined color="warning" titleAccess="Not verified" />
      <Typography>{status === null ? 'Not entered yet' : Messages.detailsNotVerified}</Typography>
    </Stack>
  );
}
