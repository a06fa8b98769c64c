import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTenant } from '../../../lib/branding/tenant-context';

/** Under every code entry: the tenant's support e-mail as help (document 1 §2 screen 3). */
export function CodeHelp() {
  const { configuration } = useTenant();
  return (
    <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
      Trouble with your code? Write to{' '}
      <Link href={`mailto:${configuration.support_email}`}>{configuration.support_email}</Link>
    </Typography>
  );
}
