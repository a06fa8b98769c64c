import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { AdvisorMessages, Messages, type Advisor } from '@portal/contract';
import { useState } from 'react';
import { useClientConfiguration } from '../../../components/disclaimer/get-client-configuration';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAdvisors } from '../api/get-advisors';
import { AdvisorCard } from './advisor-card';
import { BookMeetingDialog } from './book-meeting-dialog';
import { BookingTeam } from './booking-team';
import { ContactAdvisorDialog } from './contact-advisor-dialog';

type OpenForm = { kind: 'contact'; advisor: Advisor } | { kind: 'book' } | null;

/**
 * The advisor page (spec 3 §2.7): a card per advisor, the booking team, and the two forms in
 * dialogs. After a success the form closes and "Thank you!" says who will be in touch.
 */
export function AdvisorPage() {
  const advisors = useAdvisors();
  const configuration = useClientConfiguration();
  const [form, setForm] = useState<OpenForm>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  if (advisors.isPending) return <PageSpinner label="Loading your portfolio managers" />;
  if (advisors.isError)
    return <Alert severity="error">Your portfolio managers could not be loaded. Please try again later.</Alert>;

  return (
    <>
      {advisors.data.length === 0 ? (
        <Typography>{AdvisorMessages.noAdvisors}</Typography>
      ) : (
        <Grid container spacing={3}>
          {advisors.data.map((advisor) => (
            <Grid key={advisor.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <AdvisorCard advisor={advisor} onContact={() => setForm({ kind: 'contact', advisor })} />
            </Grid>
          ))}
        </Grid>
      )}
      <BookingTeam configuration={configuration.data} onBook={() => setForm({ kind: 'book' })} />

      {form?.kind === 'contact' && (
        <ContactAdvisorDialog
          advisor={form.advisor}
          onClose={() => setForm(null)}
          onSent={() => {
            setForm(null);
            setThanks(Messages.willContactYouShortly(form.advisor.first_name));
          }}
        />
      )}
      {form?.kind === 'book' && (
        <BookMeetingDialog
          onClose={() => setForm(null)}
          onBooked={() => {
            setForm(null);
            setThanks(Messages.weWillContactYouShortly);
          }}
        />
      )}
      <SuccessDialog open={thanks !== null} onClose={() => setThanks(null)} title={Messages.thankYouTitle}>
        {thanks}
      </SuccessDialog>
    </>
  );
}
