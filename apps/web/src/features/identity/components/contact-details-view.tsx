import { formatMobile, Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/ui/detail-list';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useContactDetail } from '../api/get-contact-detail';
import { useCountryName } from './country-name';
import { PageSection } from '../../../components/ui/page-section';
import { channelName } from './details-hub';

/** /account-new/contact-details: how to reach the person, with the ways to change each part. */
export function ContactDetailsView({ email, phone }: { email: string; phone: string | null }) {
  const contact = useContactDetail();
  const countryName = useCountryName();
  if (contact.isPending) return <PageSpinner label="Loading your contact details" />;
  if (contact.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const c = contact.data;
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        Contact details
      </Typography>
      <Stack spacing={3} sx={{ maxWidth: 820 }}>
        <PageSection title="E-mail and mobile">
          <DetailList
            items={[
              { label: 'Email', value: email },
              { label: 'Mobile number', value: phone ? formatMobile(phone) : '' },
            ]}
          />
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={paths.accountNew.contactDetailsChangeEmail.getHref()} variant="outlined">
              Change e-mail
            </Button>
            <Button component={RouterLink} to={paths.accountNew.contactDetailsChangePhone.getHref()} variant="outlined">
              Change mobile number
            </Button>
          </Stack>
        </PageSection>
        <PageSection
          title="Postal address and contact channel"
          action={
            <Button component={RouterLink} to={paths.accountNew.contactDetailsEdit.getHref()} variant="outlined">
              {c ? 'Edit' : 'Enter'} contact details
            </Button>
          }
        >
          {c ? (
            <DetailList
              items={[
                { label: 'Preferred contact channel', value: channelName(c.channel) },
                { label: 'Address line', value: c.address_line_1 },
                { label: 'Suburb', value: c.suburb },
                { label: 'State', value: c.state },
                { label: 'Post code', value: c.post_code },
                { label: 'Country', value: countryName(c.country) },
              ]}
            />
          ) : (
            <Typography>Not entered yet.</Typography>
          )}
        </PageSection>
      </Stack>
    </>
  );
}
