import { useWatch } from 'react-hook-form';
import { Select } from '../ui/form/select';
import { TextField } from '../ui/form/text-field';
import { useAuStates } from './get-au-states';

/** An Australian address picks one of the eight states; elsewhere the state is free text. */
export function StateField({
  name,
  countryName,
  label = 'State',
}: {
  name: string;
  countryName: string;
  label?: string;
}) {
  const country = useWatch({ name: countryName }) as unknown;
  const states = useAuStates();
  if (country !== 'AU') return <TextField name={name} label={label} autoComplete="address-level1" />;
  const options = (states.data ?? []).map((state) => ({ value: state.code, label: state.name }));
  return <Select name={name} label={label} options={options} disabled={states.isPending} />;
}
