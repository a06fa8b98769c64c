import { ADDRESS_SEARCH_QUERY_MAX_LENGTH, type AddressSuggestion } from '@portal/contract';
import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAddressSearch } from './search-addresses';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const DEBOUNCE_MS = 300;

/**
 * 'Address search': suggestions after more than 2 characters, asked 300 ms after typing stops
 * (document 1 §7, §9). Picking one hands its parts to the form; the search text itself is not
 * part of what is saved, so it is not a form field. Shared by the profile's and the accounts' addresses.
 */
export function AddressSearchField({
  onPick,
  label = 'Address search',
}: {
  onPick: (suggestion: AddressSuggestion) => void;
  /** Its own name where a page has more than one address. */
  label?: string;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, DEBOUNCE_MS);
  const search = useAddressSearch(query);
  return (
    <Autocomplete<AddressSuggestion, false, false, true>
      freeSolo
      options={search.data ?? []}
      // The server already matched; filtering again by the typed text would hide its answers.
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      loading={search.isFetching}
      inputValue={text}
      onInputChange={(_event, value) => setText(value)}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') onPick(value);
      }}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          label={label}
          margin="normal"
          helperText="Start typing your address, then pick it from the list"
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: ADDRESS_SEARCH_QUERY_MAX_LENGTH } }}
        />
      )}
    />
  );
}
