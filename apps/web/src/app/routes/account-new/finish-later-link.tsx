import { Messages } from '@portal/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useInvitationReturn } from './invitation-return';

/** Under a details step opened from an invitation: leave the steps for now (spec 2 §2 'Finish later'). */
export function FinishLaterLink() {
  const back = useInvitationReturn();
  if (!back) return null;
  return (
    <Link
      component={RouterLink}
      to={paths.accountNew.finishLater.getHref(back.query)}
      sx={{ display: 'inline-block', mt: 2 }}
    >
      {Messages.finishLater}
    </Link>
  );
}
