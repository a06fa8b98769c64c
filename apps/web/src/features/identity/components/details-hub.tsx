import { formatDate, Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/ui/detail-list';
import { PageSection } from '../../../components/ui/page-section';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useAdditionalDetail } from '../api/get-additional-detail';
import { useContactDetail } from '../api/get-contact-detail';
import { usePersonalDetail } from '../api/get-personal-detail';
import { useCountryName } from './country-name';
import { residentialAddress } from './residential-address-text';
import { VerificationStatus } from './verification-status';

/**
 * The Individual info hub (document 1 §2 screen 6): personal, contact and additional details at
 * a glance, each with the way to view or change it, and the identity check's state with a
 * warning icon when it did not verify.
 */
export function DetailsHub() {
  const personal = usePersonalDetail();
  const contact = useContactDetail();
  const additional = useAdditionalDetail();
  const countryName = useCountryName();
  if (personal.isPending || contact.isPending || additional.isPending) {
    return <PageSpinner label="Loading your details" />;
  }
  if (personal.isError || contact.isError || additional.isError) {
    return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  }
  const p = personal.data;
  const c = contact.data;
  const a = additional.data;
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {Messages.individualInfoTitle}
      </Typography>
      <Stack spacing={3} sx={{ maxWidth: 820 }}>
        <PageSection
          title="Personal details"
          action={
            <Button component={RouterLink} to={paths.accountNew.personalDetails.getHref()} variant="outlined">
              {p ? 'Edit personal details' : 'Enter personal details'}
            </Button>
          }
        >
          <VerificationStatus status={p?.status ?? null} reviewMessage={p?.review_message ?? null} />
          {p && (
            <DetailList
              items={[
                { label: 'Name', value: [p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ') },
                { label: 'Date of birth', value: formatDate(p.date_of_birth) },
                { label: 'Residential address', value: residentialAddress(p, countryName) },
              ]}
            />
          )}
        </PageSection>
        <PageSection
          title="Contact details"
          action={
            <Button component={RouterLink} to={paths.accountNew.contactDetails.getHref()} variant="outlined">
              View contact details
            </Button>
          }
        >
          {c ? (
            <DetailList
              items={[
                { label: 'Preferred contact channel', value: channelName(c.channel) },
                {
                  label: 'Postal address',
                  value: [c.address_line_1, c.suburb, c.state, c.post_code, countryName(c.country)]
                    .filter(Boolean)
                    .join(', '),
                },
              ]}
            />
          ) : (
            <Typography>Not entered yet.</Typography>
          )}
        </PageSection>
        <PageSection
          title="Additional details"
          action={
            <Button component={RouterLink} to={paths.accountNew.additionalDetails.getHref()} variant="outlined">
              View additional details
            </Button>
          }
        >
          {a ? (
            <DetailList
              items={[
                { label: 'Occupation', value: a.occupation },
                { label: 'Citizenship', value: a.country_of_citizenship.map(countryName).join(', ') },
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

export function channelName(channel: string): string {
  return channel === 'sms' ? 'SMS' : channel === 'email' ? 'Email' : channel === 'phone' ? 'Phone' : channel;
}
