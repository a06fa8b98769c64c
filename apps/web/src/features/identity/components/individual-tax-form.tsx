import {
  individualTaxInputSchema,
  Messages,
  TIN_MAX_LENGTH,
  TFN_MAX_LENGTH,
  type IndividualTax,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useIndividualTax } from '../api/get-individual-tax';
import { useSaveIndividualTax } from '../api/save-individual-tax';
import { CountrySelect } from '../../../components/lookups/country-select';
import { IdentityScreen } from './screen';

const TITLE = 'Tax details';

function defaultsFrom(saved: IndividualTax | null) {
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

/** Individual tax (document 2 §3, §5): TFN with its check unless there is none, both residency answers, TIN. */
export function IndividualTaxForm({ onSaved }: { onSaved: () => void }) {
  const saved = useIndividualTax();
  const save = useSaveIndividualTax();
  if (saved.isPending) return <PageSpinner label="Loading your tax details" />;
  if (saved.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return (
    <IdentityScreen
      title={TITLE}
      intro="Your tax file number lets us report your investment income correctly. You do not have to give it, but without it tax may be withheld at the highest rate."
    >
      <Form
        schema={individualTaxInputSchema}
        defaultValues={defaultsFrom(saved.data)}
        aria-label={TITLE}
        onSubmit={async (values) => {
          await save.mutateAsync({ exists: saved.data != null, values });
          onSaved();
        }}
      >
        <TaxFields savedTfn={saved.data?.tfn_masked ?? ''} />
        <SubmitButton sx={{ mt: 2 }}>Save and continue</SubmitButton>
      </Form>
    </IdentityScreen>
  );
}

function TaxFields({ savedTfn }: { savedTfn: string }) {
  const hasNotTfn = useWatch({ name: 'has_not_tfn' }) as boolean;
  const otherCountry = useWatch({ name: 'is_other_country_tax_resident' }) as boolean | null;
  return (
    <>
      {!hasNotTfn && (
        <TextField
          name="tfn"
          label="Tax file number (TFN)"
          inputMode="numeric"
          maxLength={TFN_MAX_LENGTH + 2}
          helperText={savedTfn ? `Saved: ${savedTfn}. Type it again to keep or change it.` : undefined}
        />
      )}
      <Checkbox name="has_not_tfn" label="I do not have a TFN" />
      <YesNoField name="is_australian_tax_resident" label="Are you an Australian resident for tax purposes?" />
      <YesNoField
        name="is_other_country_tax_resident"
        label="Are you a resident of another country for tax purposes?"
      />
      {otherCountry === true && (
        <>
          <CountrySelect name="country_of_residence" label="Country of tax residence" />
          <TextField
            name="tin"
            label="Tax identification number (TIN)"
            inputMode="numeric"
            maxLength={TIN_MAX_LENGTH}
          />
        </>
      )}
    </>
  );
}
