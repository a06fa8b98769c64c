import {
  addDays,
  InvestmentPolicyLimits,
  RestrictionTypeLabel,
  SecurityRestrictionDefaults,
  today,
  toIsoDate,
} from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Select } from '../../../components/ui/form/select';
import { TextField } from '../../../components/ui/form/text-field';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

export type SecurityRow = { name: string; units: string; cost_base: string; date: string; restriction_type: string };

/** A new row (spec 2 §9): one unit, a cost base of 1, dated tomorrow in the person's own calendar. */
export function newSecurityRow(now: Date = new Date()): SecurityRow {
  return {
    name: '',
    units: String(SecurityRestrictionDefaults.units),
    cost_base: String(SecurityRestrictionDefaults.costBase),
    date: toIsoDate(addDays(today(undefined, now), SecurityRestrictionDefaults.purchaseDateOffsetDays)),
    restriction_type: '',
  };
}

/** The restricted securities, one fieldset a row, each field with its own error. */
export function SecurityRestrictionRows() {
  const { control, formState } = useFormContext<{ security_restrictions: SecurityRow[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'security_restrictions' });
  const listError =
    formState.errors.security_restrictions?.root?.message ?? formState.errors.security_restrictions?.message;
  return (
    <Stack spacing={2}>
      {fields.map((field, i) => (
        <Box
          key={field.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
        >
          <Typography component="legend" variant="subtitle2">
            Restricted security {i + 1}
          </Typography>
          <TextField
            name={`security_restrictions.${i}.name`}
            label="Security"
            maxLength={InvestmentPolicyLimits.securityNameMaxLength}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField name={`security_restrictions.${i}.units`} label="Units" inputMode="numeric" maxLength={12} />
            <TextField
              name={`security_restrictions.${i}.cost_base`}
              label="Cost base"
              inputMode="decimal"
              startAdornment="$"
              maxLength={15}
            />
            <TextField name={`security_restrictions.${i}.date`} label="Date" type="date" shrinkLabel />
          </Stack>
          <Select
            name={`security_restrictions.${i}.restriction_type`}
            label="Restriction type"
            placeholder="Select a restriction"
            options={Object.entries(RestrictionTypeLabel).map(([value, label]) => ({ value, label }))}
          />
          <Button onClick={() => remove(i)}>
            Remove <Box component="span" sx={visuallyHidden}>{`restricted security ${i + 1}`}</Box>
          </Button>
        </Box>
      ))}
      {listError && (
        <Typography color="error" role="alert">
          {listError}
        </Typography>
      )}
      {fields.length < InvestmentPolicyLimits.securityRestrictions && (
        <Button variant="outlined" onClick={() => append(newSecurityRow())} sx={{ alignSelf: 'flex-start' }}>
          Add security
        </Button>
      )}
    </Stack>
  );
}
