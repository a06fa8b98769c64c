import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled part of a page: a region named by its own heading, so a screen reader lists it among
 * the page's landmarks under the words a sighted person reads. `action` sits beside the heading
 * (an edit link, say); the content is a column with a gap between its parts.
 */
export function PageSection({
  title,
  action,
  children,
  sx,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const headingId = useId();
  const heading = (
    <Typography component="h2" variant="h6" id={headingId} gutterBottom={!action}>
      {title}
    </Typography>
  );
  return (
    <Paper component="section" aria-labelledby={headingId} sx={[{ p: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {action ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
          {heading}
          {action}
        </Stack>
      ) : (
        heading
      )}
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
