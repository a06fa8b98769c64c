import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** Where every bank account flow ends (spec 2 §2 "each ends in a success screen"): what happened, and back to the account. */
export function DoneScreen({ title, lines, accountId }: { title: string; lines: string[]; accountId: number }) {
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {lines.map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
        <Button variant="contained" component={RouterLink} to={paths.accounts.detail.getHref({ id: accountId })}>
          Back to account
        </Button>
      </Stack>
    </Paper>
  );
}
