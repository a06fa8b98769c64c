import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled part of the account page, read as a region named by its heading (as the page's own sections are). */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mb: 3, maxWidth: 720 }}>
      <Typography component="h2" variant="h6" id={headingId} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
