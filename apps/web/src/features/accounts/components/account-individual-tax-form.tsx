import {
  IndividualTaxLabels,
  Messages,
  TFN_MAX_LENGTH,
  TIN_MAX_LENGTH,
  individualTaxInputSchema,
  type IndividualTax,
  type IndividualTaxInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccountIndividualTax } from '../api/get-account-individual-tax';
import { useSaveAccountIndividualTax } from '../api/save-account-individual-tax';
import { CountrySelect } from '../../../components/lookups/country-select';

export const INDIVIDUAL_TAX_TITLE = 'Your individual tax details';

function defaultsFrom(saved: IndividualTax | null): IndividualTaxInput {
  return {
    // The saved TFN is never sent back whole: a change means typing it again.
    has_not_tfn: saved?.has_not_tfn ?? false,
    tfn: '',
    is_australian_tax_resident: saved?.is_australian_tax_resident ?? null,
    is_other_country_tax_resident: saved?.is_other_country_tax_resident ?? null,
    tin: saved?.tin ?? '',
    country_of_residence: saved?.country_of_residence ?? '',
  };
}

/**
 * The signed-in person's individual tax details on an account's tax screen (spec 2 §2, §3, §5):
 * the TFN with its check unless they have none, both residency answers, and another country's
 * TIN and country. Prefilled when saved (then changed with PATCH); the saved TFN shows masked as
 * a hint. The rules are the contract's, the same the profile's tax form uses.
 */
export function AccountIndividualTaxForm({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const saved = useAccountIndividualTax(accountId);
  const save = useSaveAccountIndividualTax();
  const headingId = useId();
  if (saved.isPending) return <PageSpinner label="Loading your tax details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const canEdit = saved.data?.can_edit ?? true;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h5" gutterBottom>
        {INDIVIDUAL_TAX_TITLE}
      </Typography>
      <Form
        schema={individualTaxInputSchema}
        defaultValues={defaultsFrom(saved.data)}
        aria-label={INDIVIDUAL_TAX_TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ accountId, exists: saved.data != null, values });
          onSaved();
        }}
      >
        <IndividualTaxFields savedTfn={saved.data?.tfn_masked ?? ''} />
        {canEdit && <SubmitButton sx={{ mt: 2 }}>Save individual tax details</SubmitButton>}
      </Form>
    </Paper>
  );
}

function IndividualTaxFields({ savedTfn }: { savedTfn: string }) {
  const hasNotTfn = useWatch({ name: 'has_not_tfn' }) as boolean;
  const otherCountry = useWatch({ name: 'is_other_country_tax_resident' }) as boolean | null;
  return (
    <>
      {!hasNotTfn && (
        <TextField
          name="tfn"
          label={IndividualTaxLabels.tfn}
          inputMode="numeric"
          maxLength={TFN_MAX_LENGTH + 2}
          helperText={savedTfn ? `Saved: ${savedTfn}. Type it again to keep or change it.` : undefined}
        />
      )}
      <Checkbox name="has_not_tfn" label={IndividualTaxLabels.hasNotTfn} />
      <YesNoField name="is_australian_tax_resident" label={IndividualTaxLabels.isAustralianTaxResident} />
      <YesNoField name="is_other_country_tax_resident" label={IndividualTaxLabels.isOtherCountryTaxResident} />
      {otherCountry === true && (
        <>
          <CountrySelect name="country_of_residence" label={IndividualTaxLabels.countryOfResidence} />
          <TextField name="tin" label={IndividualTaxLabels.tin} inputMode="numeric" maxLength={TIN_MAX_LENGTH} />
        </>
      )}
    </>
  );
}
