import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { operatorClientConfigurationUpdateSchema, type ProductKey } from '@portal/contract';
import { useState } from 'react';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { useClientConfiguration } from '../api/get-client-configuration';
import { useUpdateClientConfiguration } from '../api/update-client-configuration';

/** The booking team's contacts: the route's own schema checks the form. */
const bookingTeamSchema = operatorClientConfigurationUpdateSchema.pick({
  booking_team_phone_number: true,
  booking_team_email: true,
  booking_team_additional_email: true,
});

/**
 * The booking team (who clients' meeting requests reach) and the disclaimer of the application
 * that serves `product` (the default one when several do). The disclaimer is shown; the CLI
 * (`npm run admin -- configuration ...`) changes it.
 */
export function BookingTeamForm({ product, mayEdit }: { product: ProductKey; mayEdit: boolean }) {
  const configuration = useClientConfiguration(product);
  const update = useUpdateClientConfiguration();
  const [outcome, setOutcome] = useState<string | null>(null);
  return (
    <PageSection title="Booking team and disclaimer">
      <Loaded query={configuration} label="Loading the booking team">
        {(data) => (
          <>
            {outcome && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                {outcome}
              </Alert>
            )}
            <Form
              schema={bookingTeamSchema}
              defaultValues={{
                booking_team_phone_number: data.booking_team_phone_number ?? '',
                booking_team_email: data.booking_team_email ?? '',
                booking_team_additional_email: data.booking_team_additional_email ?? '',
              }}
              aria-label="Booking team"
              onSubmit={async (values, form) => {
                setOutcome(null);
                const saved = await update.mutateAsync({ product, ...values });
                form.reset({
                  booking_team_phone_number: saved.booking_team_phone_number ?? '',
                  booking_team_email: saved.booking_team_email ?? '',
                  booking_team_additional_email: saved.booking_team_additional_email ?? '',
                });
                setOutcome('The booking team is saved.');
              }}
            >
              <TextField
                name="booking_team_phone_number"
                label="Booking team phone"
                type="tel"
                maxLength={30}
                readOnly={!mayEdit}
              />
              <TextField
                name="booking_team_email"
                label="Booking team e-mail"
                type="email"
                maxLength={254}
                readOnly={!mayEdit}
              />
              <TextField
                name="booking_team_additional_email"
                label="Booking team second e-mail"
                type="email"
                maxLength={254}
                readOnly={!mayEdit}
              />
              {mayEdit && (
                <Box sx={{ mt: 1 }}>
                  <Button type="submit" variant="outlined" disabled={update.isPending}>
                    Save booking team
                  </Button>
                </Box>
              )}
            </Form>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 3 }}>
              Disclaimer
            </Typography>
            {data.disclaimer.length === 0 ? (
              <Typography color="text.secondary">None.</Typography>
            ) : (
              data.disclaimer.map((paragraph, i) => (
                <Typography key={i} variant="body2" sx={{ mb: 1 }}>
                  {paragraph}
                </Typography>
              ))
            )}
          </>
        )}
      </Loaded>
    </PageSection>
  );
}
