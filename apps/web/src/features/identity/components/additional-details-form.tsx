import { additionalDetailInputSchema, Messages, type AdditionalDetail } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAdditionalDetail } from '../api/get-additional-detail';
import { useLanguages } from '../api/get-languages';
import { useSaveAdditionalDetail } from '../api/save-additional-detail';
import { CountryMultiSelect } from './country-multi-select';
import { CountrySelect } from '../../../components/lookups/country-select';
import { IdentityScreen, SectionHeading } from './screen';
import { StateField } from '../../../components/lookups/state-field';

const TITLE = 'Additional details';

type FormInput = z.input<typeof additionalDetailInputSchema>;

const EMPTY: FormInput = {
  occupation: '',
  is_sole_trader: false,
  business_name: '',
  abn: '',
  business_activity: '',
  office_address_country: 'AU',
  office_address_line_1: '',
  office_suburb: '',
  office_state: '',
  office_post_code: '',
  principal_place_country: 'AU',
  principal_place_address_line_1: '',
  principal_place_suburb: '',
  principal_place_state: '',
  principal_place_post_code: '',
  country_of_citizenship: [],
  non_australian_resident: false,
  non_australian_resident_country: [],
  non_australian_tax_resident: false,
  non_australian_tax_resident_country: '',
  non_australian_tax_identification_number: '',
  preferred_language: 'en',
  is_translator_required: false,
};

function defaultsFrom(saved: AdditionalDetail | null): FormInput {
  if (!saved) return EMPTY;
  const { id: _id, ...values } = saved;
  return values;
}

/** Additional details (document 1 §3, §5): occupation, sole-trader business, citizenship, residency, tax, language. */
export function AdditionalDetailsForm({ onSaved }: { onSaved: () => void }) {
  const saved = useAdditionalDetail();
  const save = useSaveAdditionalDetail();
  if (saved.isPending) return <PageSpinner label="Loading your additional details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const id = saved.data?.id;
  return (
    <IdentityScreen title={TITLE}>
      <Form
        schema={additionalDetailInputSchema}
        defaultValues={defaultsFrom(saved.data)}
        aria-label={TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ id, values });
          onSaved();
        }}
      >
        <TextField name="occupation" label="Occupation" maxLength={35} autoComplete="organization-title" />
        <Checkbox name="is_sole_trader" label="I am a sole trader" />
        <BusinessFields />
        <SectionHeading>Citizenship and residency</SectionHeading>
        <CountryMultiSelect name="country_of_citizenship" label="Country of citizenship" />
        <Checkbox name="non_australian_resident" label="I am not an Australian resident" />
        <WhenTicked name="non_australian_resident">
          <CountryMultiSelect name="non_australian_resident_country" label="Countries of residence" />
        </WhenTicked>
        <Checkbox name="non_australian_tax_resident" label="I am a tax resident of another country" />
        <WhenTicked name="non_australian_tax_resident">
          <TaxCountrySelect />
          <TextField
            name="non_australian_tax_identification_number"
            label="Tax identification number"
            inputMode="numeric"
            maxLength={9}
          />
        </WhenTicked>
        <SectionHeading>Language</SectionHeading>
        <LanguageSelect />
        <Checkbox name="is_translator_required" label="I need a translator" />
        <SubmitButton sx={{ mt: 2 }}>Save and continue</SubmitButton>
      </Form>
    </IdentityScreen>
  );
}

/** Shows its fields only while the named checkbox is ticked. */
function WhenTicked({ name, children }: { name: string; children: ReactNode }) {
  const ticked = useWatch({ name }) as unknown;
  return ticked === true ? <>{children}</> : null;
}

function TaxCountrySelect() {
  return <CountrySelect name="non_australian_tax_resident_country" label="Tax country" />;
}

function LanguageSelect() {
  const languages = useLanguages();
  const options = (languages.data ?? []).map((language) => ({ value: language.code, label: language.name }));
  return (
    <Select name="preferred_language" label="Preferred language" options={options} disabled={languages.isPending} />
  );
}

/** The business block: only for sole traders (document 1 §5). */
function BusinessFields() {
  return (
    <WhenTicked name="is_sole_trader">
      <SectionHeading>Business</SectionHeading>
      <TextField name="business_name" label="Business name" maxLength={35} />
      <TextField name="abn" label="ABN" inputMode="numeric" maxLength={14} />
      <TextField name="business_activity" label="Business activity" maxLength={35} />
      <BusinessAddress
        heading="Office address"
        names={{
          country: 'office_address_country',
          line: 'office_address_line_1',
          suburb: 'office_suburb',
          state: 'office_state',
          postCode: 'office_post_code',
        }}
      />
      <BusinessAddress
        heading="Principal place of business"
        names={{
          country: 'principal_place_country',
          line: 'principal_place_address_line_1',
          suburb: 'principal_place_suburb',
          state: 'principal_place_state',
          postCode: 'principal_place_post_code',
        }}
      />
    </WhenTicked>
  );
}

function BusinessAddress({
  heading,
  names,
}: {
  heading: string;
  names: { country: string; line: string; suburb: string; state: string; postCode: string };
}) {
  const { setValue } = useFormContext();
  // Labels carry the group's name: two 'Suburb' fields on one page would share an accessible name.
  return (
    <>
      <SectionHeading>{heading}</SectionHeading>
      <CountrySelect
        name={names.country}
        label={`${heading}: country`}
        onValueChange={() => setValue(names.state, '')}
      />
      <TextField name={names.line} label={`${heading}: address line`} maxLength={35} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField name={names.suburb} label={`${heading}: suburb`} maxLength={35} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <StateField name={names.state} countryName={names.country} label={`${heading}: state`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField name={names.postCode} label={`${heading}: post code`} inputMode="numeric" maxLength={15} />
        </Grid>
      </Grid>
    </>
  );
}
