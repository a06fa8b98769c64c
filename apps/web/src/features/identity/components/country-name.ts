import { useCountries } from '../../../components/lookups/get-countries';

/** Country names for ISO codes from the countries lookup; the code itself until the list has loaded. */
export function useCountryName(): (code: string) => string {
  const countries = useCountries();
  return (code) => countries.data?.find((country) => country.code === code)?.name ?? code;
}
