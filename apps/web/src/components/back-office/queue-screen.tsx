import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A back-office queue's page: its heading (with `action`, e.g. "New invitation", beside it), the
 * row of filters, search and buttons above the queue, then the queue itself with what its last
 * action came to.
 */
export function QueueScreen({
  title,
  action,
  filters,
  children,
}: {
  title: string;
  action?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Typography component="h1" variant="h4">
      {title}
    </Typography>
  );
  return (
    <Stack spacing={2}>
      {action ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          {heading}
          {action}
        </Stack>
      ) : (
        heading
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {filters}
      </Stack>
      {children}
    </Stack>
  );
}
