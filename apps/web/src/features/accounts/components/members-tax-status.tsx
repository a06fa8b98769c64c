import type { AccountPerson } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export const MEMBERS_TAX_TITLE = 'Members’ individual tax details';

/** Who on the account has given their individual tax details (spec 2 §3 has_individual_tax). */
export function MembersTaxStatus({ people }: { people: readonly AccountPerson[] }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {MEMBERS_TAX_TITLE}
      </Typography>
      <List dense>
        {people.map((person) => (
          <ListItem key={person.id} disableGutters>
            <ListItemText
              primary={`${person.first_name} ${person.last_name}`.trim() || person.email}
              secondary={person.has_individual_tax ? 'Tax details given' : 'Tax details not given yet'}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
