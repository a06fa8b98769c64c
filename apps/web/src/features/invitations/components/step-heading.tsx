import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Each invitation step names itself with one level-1 heading, as every screen of the portal does. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h4" align="center" gutterBottom>
      {children}
    </Typography>
  );
}
