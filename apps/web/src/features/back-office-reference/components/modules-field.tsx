import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { ApplicationModule, ApplicationModuleLabel } from '@portal/contract';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** The application's modules, one checkbox each; an error on the list or on one entry shows under them. */
export function ModulesField() {
  const { control, formState } = useFormContext<{ modules: string[] }>();
  const { field } = useController({ name: 'modules', control });
  const helperId = useId();
  const chosen = (field.value ?? []) as string[];
  const errors = formState.errors.modules as
    ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
  const messages = errors
    ? [errors.message, ...chosen.map((_, i) => errors[i]?.message)].filter((m): m is string => Boolean(m))
    : [];
  const toggle = (module: ApplicationModule, on: boolean) =>
    field.onChange(
      on
        ? Object.values(ApplicationModule).filter((m) => m === module || chosen.includes(m))
        : chosen.filter((m) => m !== module),
    );
  return (
    <FormControl component="fieldset" error={messages.length > 0} margin="normal">
      <FormLabel component="legend">Modules turned on</FormLabel>
      <FormGroup row>
        {Object.values(ApplicationModule).map((module) => (
          <FormControlLabel
            key={module}
            label={ApplicationModuleLabel[module]}
            control={
              <Checkbox
                checked={chosen.includes(module)}
                onChange={(event) => toggle(module, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: messages.length > 0 ? { 'aria-describedby': helperId } : {} }}
              />
            }
          />
        ))}
      </FormGroup>
      {messages.length > 0 && <FormHelperText id={helperId}>{[...new Set(messages)].join(' ')}</FormHelperText>}
    </FormControl>
  );
}
