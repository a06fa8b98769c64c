import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useInRouterContext } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The frame every error page shares: a heading, what happened, and a way back to the start.
 * It also renders outside the router (the unsupported-browser gate, the top-level error
 * boundary), where the way back is a plain link that reloads the app.
 */
export function ErrorScreen({
  title,
  children,
  actionLabel = 'Back to start',
  actionHref = paths.home.getHref(),
  action,
}: {
  title: string;
  children: ReactNode;
  actionLabel?: string;
  actionHref?: string;
  /** Replaces the link back to the start (e.g. a Reload button). */
  action?: ReactNode;
}) {
  const inRouter = useInRouterContext();
  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Typography component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Box sx={{ mb: 3 }}>{children}</Box>
        {action ??
          (inRouter ? (
            <Button variant="contained" component={RouterLink} to={actionHref}>
              {actionLabel}
            </Button>
          ) : (
            <Button variant="contained" href={actionHref}>
              {actionLabel}
            </Button>
          ))}
      </Paper>
    </Box>
  );
}
