import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Messages, type Advisor } from '@portal/contract';
import { useId } from 'react';
import { useAdvisorPhoto } from '../api/get-advisor-photo';
import { AddressLink, EmailLink, PhoneLink } from './contact-links';

/** One advisor (spec 3 §2.7): photo, name, role, phone, e-mail and address as links, and "Contact {first name}". */
export function AdvisorCard({ advisor, onContact }: { advisor: Advisor; onContact: () => void }) {
  const nameId = useId();
  const name = `${advisor.first_name} ${advisor.last_name}`.trim();
  const photo = useAdvisorPhoto(advisor.photo);
  const initials = `${advisor.first_name.charAt(0)}${advisor.last_name.charAt(0)}`.toUpperCase();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          {photo ? (
            <Avatar src={photo} alt={`Photo of ${name}`} sx={{ width: 88, height: 88 }} />
          ) : (
            <Avatar aria-hidden="true" sx={{ width: 88, height: 88, fontSize: 32 }}>
              {initials}
            </Avatar>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" variant="h6" id={nameId}>
              {name}
            </Typography>
            <Typography color="text.secondary">{advisor.role}</Typography>
          </Box>
        </Stack>
        <Stack spacing={1}>
          {advisor.phone_number && <PhoneLink phone={advisor.phone_number} />}
          <EmailLink email={advisor.email} />
          {advisor.address && <AddressLink address={advisor.address} />}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" onClick={onContact}>
          {Messages.contactFirstName(advisor.first_name)}
        </Button>
      </CardActions>
    </Card>
  );
}
