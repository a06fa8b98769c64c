import { COUNTRY_WITH_STATES, PersonalDetailLimits, type AddressSuggestion } from '@portal/contract';
import Grid from '@mui/material/Grid';
import { useFormContext } from 'react-hook-form';
import { CountrySelect } from '../lookups/country-select';
import { StateField } from '../lookups/state-field';
import { TextField } from '../ui/form/text-field';
import { AddressSearchField } from './address-search-field';

/**
 * One address group of the surrounding Form (the contract's `addressGroupSchema`), held under
 * `name` (e.g. `office_address`): a country, the address search as the profile has it, one address
 * line, suburb, state and post code. Picking a suggestion fills the group; changing the country
 * clears its state (a state of one country means nothing in another). Every label starts with
 * `heading`, so a page with several addresses names each field apart.
 */
export function AddressGroupFields({ name, heading }: { name: string; heading: string }) {
  const { setValue } = useFormContext();
  const field = (part: string) => `${name}.${part}`;
  const fill = (suggestion: AddressSuggestion) => {
    const line = [suggestion.street_number, suggestion.street_name].filter(Boolean).join(' ');
    const parts = {
      country: suggestion.country || COUNTRY_WITH_STATES,
      address_line_1: line.slice(0, PersonalDetailLimits.addressLineMaxLength),
      suburb: suggestion.suburb,
      state: suggestion.state,
      post_code: suggestion.post_code,
    };
    for (const [part, value] of Object.entries(parts)) setValue(field(part), value, { shouldValidate: true });
  };
  return (
    <>
      <CountrySelect
        name={field('country')}
        label={`${heading}: country`}
        onValueChange={() => setValue(field('state'), '')}
      />
      <AddressSearchField label={`${heading}: address search`} onPick={fill} />
      <TextField
        name={field('address_line_1')}
        label={`${heading}: address line`}
        maxLength={PersonalDetailLimits.addressLineMaxLength}
        autoComplete="off"
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            name={field('suburb')}
            label={`${heading}: suburb`}
            maxLength={PersonalDetailLimits.suburbMaxLength}
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <StateField name={field('state')} countryName={field('country')} label={`${heading}: state`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            name={field('post_code')}
            label={`${heading}: post code`}
            maxLength={PersonalDetailLimits.postCodeMaxLength}
            autoComplete="off"
          />
        </Grid>
      </Grid>
    </>
  );
}
