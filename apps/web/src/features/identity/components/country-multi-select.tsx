import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useCountries } from '../../../components/lookups/get-countries';

/** Several countries (citizenship, residency) by ISO code; typing narrows the list. */
export function CountryMultiSelect({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const countries = useCountries();
  const byCode = new Map((countries.data ?? []).map((country) => [country.code, country]));
  const codes = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <Autocomplete
      multiple
      options={countries.data ?? []}
      loading={countries.isPending}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      value={codes.map((code) => byCode.get(code) ?? { code, name: code })}
      onChange={(_event, value) => field.onChange(value.map((country) => country.code))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
