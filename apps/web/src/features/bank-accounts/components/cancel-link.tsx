import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Back to the account's page without sending anything. */
export function CancelLink({ accountId }: { accountId: number }) {
  return (
    <Button
      variant="outlined"
      size="large"
      component={RouterLink}
      to={paths.accounts.detail.getHref({ id: accountId })}
    >
      Cancel
    </Button>
  );
}
