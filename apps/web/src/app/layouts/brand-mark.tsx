import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTenant } from '../../lib/branding/tenant-context';

/**
 * The tenant's logo, named by the tenant's name for screen readers. Logos are usually wordmarks
 * that already spell the name, so the name is written out only when there is no logo.
 */
export function BrandMark({ size = 40, variant = 'h6' }: { size?: number; variant?: 'h6' | 'h5' }) {
  const { configuration } = useTenant();
  if (!configuration.logo) {
    return (
      <Typography variant={variant} component="span" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
        {configuration.name}
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={configuration.logo}
      alt={configuration.name}
      sx={{ display: 'block', height: size, width: 'auto', maxWidth: size * 6, objectFit: 'contain' }}
    />
  );
}
