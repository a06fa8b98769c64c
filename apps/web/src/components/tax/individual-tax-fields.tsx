import {
  IndividualTaxLabels,
  TFN_MAX_LENGTH,
  TIN_MAX_LENGTH,
  type IndividualTax,
  type IndividualTaxInput,
} from '@portal/contract';
import { useWatch } from 'react-hook-form';
import { CountrySelect } from '../lookups/country-select';
import { Checkbox } from '../ui/form/checkbox';
import { TextField } from '../ui/form/text-field';
import { YesNoField } from '../ui/form/yes-no-field';

/** A person's individual tax form as it starts: from what they saved, the TFN never sent back whole. */
export function individualTaxDefaults(saved: IndividualTax | null): IndividualTaxInput {
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
 * The individual tax fields (spec 2 §3, §5) inside a Form on `individualTaxInputSchema`: the TFN
 * unless there is none (the saved one shown masked as a hint), both residency answers, and for a
 * resident of another country its country and TIN. Registration's tax step and an account's tax
 * screen both use it.
 */
export function IndividualTaxFields({ savedTfn }: { savedTfn: string }) {
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
