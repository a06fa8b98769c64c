import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Messages } from '@portal/contract';

/** Spec 3 §1: what the figures are and are not, under the grid. */
export function DashboardDisclaimer() {
  return (
    <Box component="aside" aria-label="Disclaimer" sx={{ mt: 4, color: 'text.secondary' }}>
      {Messages.portalDisclaimer.map((sentence) => (
        <Typography key={sentence} variant="caption" component="p">
          {sentence}
        </Typography>
      ))}
    </Box>
  );
}
