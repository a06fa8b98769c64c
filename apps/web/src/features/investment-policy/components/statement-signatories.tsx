import type { InvestmentPolicy } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Who signs the statement and where each stands; approvers that are admins are not listed (spec 2 §6). */
export function StatementSignatories({ statement }: { statement: InvestmentPolicy }) {
  const headingId = useId();
  const signatories = statement.approvers.filter((approver) => !approver.is_admin);
  if (signatories.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Signatories
      </Typography>
      <List dense aria-labelledby={headingId}>
        {signatories.map((approver) => (
          <ListItem key={approver.user.id} disableGutters>
            <ListItemText primary={approver.user.full_name} secondary={approver.status_display} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
