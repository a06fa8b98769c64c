import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Neutral loading state: before the tenant is known and while a lazy page loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}
