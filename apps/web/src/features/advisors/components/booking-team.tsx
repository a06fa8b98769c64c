import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Messages, type ClientConfiguration } from '@portal/contract';
import { useId } from 'react';
import { EmailLink, PhoneLink } from './contact-links';

/** "Need to book your quarterly review meeting?": the booking team's phone, one or two e-mails, and "Book meeting". */
export function BookingTeam({
  configuration,
  onBook,
}: {
  configuration: ClientConfiguration | undefined;
  onBook: () => void;
}) {
  const headingId = useId();
  const emails = [configuration?.booking_team_email, configuration?.booking_team_additional_email].filter(
    (email): email is string => Boolean(email),
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 3, mt: 4 }}>
      <Typography component="h2" variant="h6" id={headingId} gutterBottom>
        {Messages.bookMeetingPrompt}
      </Typography>
      <Stack spacing={1} sx={{ mb: 2 }}>
        {configuration?.booking_team_phone_number && <PhoneLink phone={configuration.booking_team_phone_number} />}
        {emails.map((email) => (
          <EmailLink key={email} email={email} />
        ))}
      </Stack>
      <Button variant="contained" onClick={onBook}>
        {Messages.bookMeeting}
      </Button>
    </Paper>
  );
}
