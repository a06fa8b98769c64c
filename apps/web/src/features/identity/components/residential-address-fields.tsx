import type { AddressSuggestion } from '@portal/contract';
import Grid from '@mui/material/Grid';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/form/text-field';
import { AddressSearchField } from '../../../components/address/address-search-field';
import { CountrySelect } from '../../../components/lookups/country-select';
import { StateField } from '../../../components/lookups/state-field';

const ADDRESS_FIELDS = ['street_number', 'street_name', 'suburb', 'state', 'post_code'] as const;

/**
 * The residential address of the personal details. Changing the country clears the address
 * (document 1 §4): a street, suburb and state of one country mean nothing in another.
 */
export function ResidentialAddressFields() {
  const { setValue } = useFormContext();
  const clear = () => {
    for (const name of ADDRESS_FIELDS) setValue(name, '');
  };
  const fill = (suggestion: AddressSuggestion) => {
    // The suggestion may be in another country than the one chosen; it carries its own.
    if (suggestion.country) setValue('country', suggestion.country);
    for (const name of ADDRESS_FIELDS) setValue(name, suggestion[name], { shouldValidate: true });
  };
  return (
    <>
      <CountrySelect name="country" onValueChange={clear} />
      <AddressSearchField onPick={fill} />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField name="street_number" label="Street number" maxLength={10} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField name="street_name" label="Street name" maxLength={35} autoComplete="address-line1" />
        </Grid>
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
