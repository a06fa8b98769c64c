import { contactDetailInputSchema, Messages, type ContactDetail } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useFormContext } from 'react-hook-form';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useContactDetail } from '../api/get-contact-detail';
import { useSaveContactDetail } from '../api/save-contact-detail';
import { CountrySelect } from '../../../components/lookups/country-select';
import { IdentityScreen, SectionHeading } from './screen';
import { StateField } from '../../../components/lookups/state-field';

const TITLE = 'Contact details';

const CHANNEL_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'phone', label: 'Phone' },
];

function defaultsFrom(saved: ContactDetail | null) {
  if (saved) return saved;
  return { channel: '' as 'email', country: 'AU', address_line_1: '', suburb: '', state: '', post_code: '' };
}

/** Contact details (document 1 §3): how to be contacted and the postal address. */
export function ContactDetailsForm({ onSaved }: { onSaved: () => void }) {
  const saved = useContactDetail();
  const save = useSaveContactDetail();
  if (saved.isPending) return <PageSpinner label="Loading your contact details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const id = saved.data?.id;
  return (
    <IdentityScreen title={TITLE}>
      <Form
        schema={contactDetailInputSchema}
        defaultValues={defaultsFrom(saved.data)}
        aria-label={TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values });
          onSaved();
        }}
      >
        <Select name="channel" label="Preferred contact channel" options={CHANNEL_OPTIONS} />
        <SectionHeading>Postal address</SectionHeading>
        <PostalAddressFields />
        <SubmitButton sx={{ mt: 2 }}>Save and continue</SubmitButton>
      </Form>
    </IdentityScreen>
  );
}

function PostalAddressFields() {
  const { setValue } = useFormContext();
  return (
    <>
      <CountrySelect
        name="country"
        // A state of one country means nothing in another.
        onValueChange={() => setValue('state', '')}
      />
      <TextField name="address_line_1" label="Address line" maxLength={35} autoComplete="address-line1" />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField name="suburb" label="Suburb" maxLength={35} autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <StateField name="state" countryName="country" />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField name="post_code" label="Post code" maxLength={10} autoComplete="postal-code" />
        </Grid>
      </Grid>
    </>
  );
}
