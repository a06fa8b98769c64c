import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame every identity step shares: the step's name as the page heading, the form in a card. */
export function IdentityScreen({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {intro && <Typography sx={{ mb: 2 }}>{intro}</Typography>}
      <Paper sx={{ p: 3, maxWidth: 720 }}>{children}</Paper>
    </>
  );
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
      {children}
    </Typography>
  );
}
