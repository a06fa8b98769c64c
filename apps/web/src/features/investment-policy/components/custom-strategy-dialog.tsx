import {
  customStrategyInputSchema,
  customStrategyProblems,
  evenWithFieldIssues,
  HoldingArrangement,
  InvestmentPolicyLimits,
  Messages,
  STRATEGY_NAME_MAX,
  TARGET_PERCENT_MAX_DIGITS,
  type CustomStrategyInput,
} from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DetailList } from '../../../components/ui/detail-list';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { issuePath } from './field-paths';

export const HoldingArrangementLabels: Record<HoldingArrangement, string> = {
  custodial: 'Custodial',
  chess_sponsored: 'CHESS sponsored',
};

/** The option's fees as the dialog shows them: percent a year, up to 4 decimals. */
export type StrategyFees = { portfolio_management_fee: string | null; investment_management_fee: string | null };

const securityRow = z.object({
  name: z.string().max(InvestmentPolicyLimits.securityNameMaxLength),
  target_percentage: z.string().max(TARGET_PERCENT_MAX_DIGITS + 1),
  units: z.string().max(InvestmentPolicyLimits.unitsMaxDigits),
});

/** The contract's strategy fields, then the securities' rules (custom-strategy-rules) on their fields. */
const strategyFormSchema = z
  .object({
    id: z.number().int().optional(),
    name: customStrategyInputSchema.shape.name,
    holding_arrangement: customStrategyInputSchema.shape.holding_arrangement,
    manager_discretion: z.boolean({ error: Messages.fieldRequired }),
    securities: z.array(securityRow).min(1).max(InvestmentPolicyLimits.securitiesPerStrategy),
  })
  .superRefine((value, ctx) => {
    // Which rules apply depends on the discretion answer: none until it is given.
    if (typeof value.manager_discretion !== 'boolean' || !Array.isArray(value.securities)) return;
    for (const problem of customStrategyProblems(value))
      ctx.addIssue({ code: 'custom', path: issuePath(problem.path), message: problem.message });
  }, evenWithFieldIssues);
type StrategyFormValues = z.input<typeof strategyFormSchema>;

const EMPTY_SECURITY = { name: '', target_percentage: '', units: '' };

function formValues(strategy: CustomStrategyInput | null): StrategyFormValues {
  if (!strategy)
    return {
      name: '',
      holding_arrangement: '' as HoldingArrangement,
      manager_discretion: null as unknown as boolean,
      securities: [EMPTY_SECURITY],
    };
  return {
    id: strategy.id,
    name: strategy.name,
    holding_arrangement: strategy.holding_arrangement,
    manager_discretion: strategy.manager_discretion,
    securities: (strategy.securities ?? []).map((s) => ({
      name: s.name,
      target_percentage: s.target_percentage ?? '',
      units: s.units ?? '',
    })),
  };
}

/** The strategy as the allocation sends it: each security with the figure its discretion answer asks for. */
function strategyInput(values: z.output<typeof strategyFormSchema>): CustomStrategyInput {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    name: values.name,
    holding_arrangement: values.holding_arrangement,
    manager_discretion: values.manager_discretion,
    securities: values.securities.map((s) => ({
      name: s.name.trim(),
      target_percentage: values.manager_discretion ? s.target_percentage.trim() : null,
      units: values.manager_discretion ? null : s.units.trim(),
    })),
  };
}

/** A fee as shown: trailing zeros after the second decimal dropped ('0.7500' -> '0.75%'). */
function feeText(fee: string | null): string {
  if (fee === null) return 'Not set';
  return `${fee.replace(/(\.\d\d\d*?)0+$/, '$1')}% a year`;
}

/**
 * Adds or edits one custom strategy of an investment option (spec 2 §3 Custom strategy, §5): its
 * name, how the securities are held, whether the manager has discretion, and the securities with
 * a target percent (discretion) or a number of units (none). Save hands it to the allocation,
 * which sends it with the targets; nothing is sent from here.
 */
export function CustomStrategyDialog({
  optionName,
  strategy,
  fees,
  onSave,
  onClose,
}: {
  optionName: string;
  /** The strategy to edit; null to add one. */
  strategy: CustomStrategyInput | null;
  fees: StrategyFees | null;
  onSave: (strategy: CustomStrategyInput) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const title = strategy ? `Edit custom strategy for ${optionName}` : `Add a custom strategy for ${optionName}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form
        schema={strategyFormSchema}
        defaultValues={formValues(strategy)}
        onSubmit={(values) => onSave(strategyInput(values))}
        aria-label={title}
        warnOnUnsavedChanges={false}
      >
        <DialogContent>
          <TextField name="name" label="Strategy name" maxLength={STRATEGY_NAME_MAX} />
          <RadioGroupField
            name="holding_arrangement"
            label="Holding arrangement"
            row
            options={[
              { value: HoldingArrangement.custodial, label: HoldingArrangementLabels.custodial },
              { value: HoldingArrangement.chess_sponsored, label: HoldingArrangementLabels.chess_sponsored },
            ]}
          />
          <YesNoField name="manager_discretion" label="Manager discretion" />
          <Securities />
          {fees && (
            <Box sx={{ mt: 2 }}>
              <Typography component="h3" variant="subtitle1" gutterBottom>
                Fees
              </Typography>
              <DetailList
                items={[
                  { label: 'Portfolio management fee', value: feeText(fees.portfolio_management_fee) },
                  { label: 'Investment management fee', value: feeText(fees.investment_management_fee) },
                ]}
              />
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SubmitButton fullWidth={false} size="medium">
            Save
          </SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function Securities() {
  const { control, formState } = useFormContext<StrategyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'securities' });
  const discretion = useWatch({ control, name: 'manager_discretion' });
  const listError = formState.errors.securities?.root?.message ?? formState.errors.securities?.message;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1">
        Securities
      </Typography>
      {fields.map((field, i) => (
        <Box
          key={field.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
        >
          <Typography component="legend" variant="subtitle2">
            Security {i + 1}
          </Typography>
          <TextField
            name={`securities.${i}.name`}
            label="Security"
            maxLength={InvestmentPolicyLimits.securityNameMaxLength}
          />
          {discretion === true && (
            <TextField
              name={`securities.${i}.target_percentage`}
              label="Target percentage"
              inputMode="decimal"
              maxLength={TARGET_PERCENT_MAX_DIGITS + 1}
              endAdornment={<InputAdornment position="end">%</InputAdornment>}
            />
          )}
          {discretion === false && (
            <TextField
              name={`securities.${i}.units`}
              label="Units"
              inputMode="numeric"
              maxLength={InvestmentPolicyLimits.unitsMaxDigits}
            />
          )}
          {fields.length > 1 && (
            <Button onClick={() => remove(i)}>
              Remove{' '}
              <Box component="span" sx={visuallyHidden}>
                {`security ${i + 1}`}
              </Box>
            </Button>
          )}
        </Box>
      ))}
      {listError && (
        <Typography color="error" role="alert">
          {listError}
        </Typography>
      )}
      {fields.length < InvestmentPolicyLimits.securitiesPerStrategy && (
        <Button variant="outlined" onClick={() => append(EMPTY_SECURITY)} sx={{ alignSelf: 'flex-start' }}>
          Add security
        </Button>
      )}
    </Stack>
  );
}
