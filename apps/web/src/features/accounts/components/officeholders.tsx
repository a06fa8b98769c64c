import { OfficeholderRoleLabel, type CorporateInfo } from '@portal/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The company the ACN lookup found and the officeholders the register lists for it. */
export function Officeholders({ company }: { company: CorporateInfo }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 1 }}>
      <Typography component="h2" variant="subtitle1" id={headingId} sx={{ fontWeight: 600 }}>
        Officeholders of {company.business_name}
      </Typography>
      {company.officeholders.length === 0 ? (
        <Typography color="text.secondary">The register lists no officeholders for this company.</Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {company.officeholders.map((person, index) => (
            <ListItem key={`${person.first_name}-${person.last_name}-${index}`} disableGutters>
              <ListItemText
                primary={`${person.first_name} ${person.last_name}`}
                secondary={OfficeholderRoleLabel[person.role]}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
