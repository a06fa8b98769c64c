import { Select } from '../ui/form/select';
import { useCountries } from './get-countries';

/** A country from the countries lookup, by ISO code (AU, NZ, GB, US first as the server orders them). */
export function CountrySelect({
  name,
  label = 'Country',
  onValueChange,
}: {
  name: string;
  label?: string;
  onValueChange?: (value: string | number | undefined) => void;
}) {
  const countries = useCountries();
  const options = (countries.data ?? []).map((country) => ({ value: country.code, label: country.name }));
  return (
    <Select name={name} label={label} options={options} disabled={countries.isPending} onValueChange={onValueChange} />
  );
}
