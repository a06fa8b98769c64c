import {
  AMOUNT_INPUT_MAX_LENGTH,
  formatAmountInput,
  FrankingCreditsEligibility,
  InvestmentPeriod,
  evenWithFieldIssues,
  Messages,
  portfolioApplicationUpdateSchema,
  type AccountingMethod,
  type PortfolioApplication,
  type PortfolioApplicationUpdate,
  type SourceOfFunds,
} from '@portal/contract';
import MuiCheckbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, useMemo } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { FieldFrame } from '../../../components/ui/form/field-frame';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { Select } from '../../../components/ui/form/select';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';

export const FUNDS_TRANSFER_LABEL = 'Funds transfer';
export const ASSET_TRANSFER_LABEL = 'Asset transfer';

type FormValues = Omit<PortfolioApplicationUpdate, 'is_require_14_days_investing' | 'is_exempt_income_tax'> & {
  is_require_14_days_investing: boolean | null;
  is_exempt_income_tax: boolean | null;
};

/** What the form starts with: the saved application, or an empty one with the default accounting method. */
export function initialValues(saved: PortfolioApplication | null, defaultMethod: string): FormValues {
  if (!saved)
    return {
      is_funds_transfer: false,
      funds_transfer_amount: '',
      is_asset_transfer: false,
      asset_transfer_amount: '',
      source_of_funds: [],
      source_of_funds_other: '',
      is_require_14_days_investing: null,
      investment_period: null,
      investment_period_months: null,
      accounting_method: defaultMethod,
      receive_franking_credits: FrankingCreditsEligibility.eligible,
      is_exempt_income_tax: null,
    };
  const amount = (value: string | null) => (value === null ? '' : formatAmountInput(value));
  return {
    is_funds_transfer: saved.is_funds_transfer,
    funds_transfer_amount: amount(saved.funds_transfer_amount),
    is_asset_transfer: saved.is_asset_transfer,
    asset_transfer_amount: amount(saved.asset_transfer_amount),
    source_of_funds: saved.source_of_funds,
    source_of_funds_other: saved.source_of_funds_other,
    is_require_14_days_investing: saved.is_require_14_days_investing,
    investment_period: saved.investment_period,
    investment_period_months: saved.investment_period_months,
    accounting_method: saved.accounting_method,
    receive_franking_credits: saved.receive_franking_credits,
    is_exempt_income_tax: saved.is_exempt_income_tax,
  };
}

/** The contract's rules, plus the 'Other' text when the reference data's 'Other' source is ticked. */
function formSchema(otherId: number | null) {
  return portfolioApplicationUpdateSchema.superRefine((value, ctx) => {
    const chosen: unknown = value.source_of_funds;
    const other: unknown = value.source_of_funds_other;
    if (otherId === null || !Array.isArray(chosen) || !chosen.includes(otherId)) return;
    if (typeof other !== 'string' || other.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['source_of_funds_other'], message: Messages.fieldRequired });
  }, evenWithFieldIssues);
}

/**
 * The portfolio application (spec 2 §3, §5): funding types with their amounts, sources of funds
 * with 'Other' and its text, 14-day investing or the period and its months, accounting method,
 * franking credits and the tax exemption. Fields show only when their answer needs them; server
 * errors land on their fields and what was typed stays.
 */
export function PortfolioApplicationForm({
  saved,
  sources,
  methods,
  submitLabel,
  onSubmit,
}: {
  saved: PortfolioApplication | null;
  sources: SourceOfFunds[];
  methods: AccountingMethod[];
  submitLabel: string;
  onSubmit: (values: PortfolioApplicationUpdate) => Promise<unknown>;
}) {
  const otherId = sources.find((s) => s.is_other)?.id ?? null;
  const schema = useMemo(() => formSchema(otherId), [otherId]);
  const defaultMethod = methods.find((m) => m.is_default)?.key ?? methods[0]?.key ?? '';
  return (
    <Form
      schema={schema}
      defaultValues={initialValues(saved, defaultMethod) as PortfolioApplicationUpdate}
      onSubmit={(values) => onSubmit(values)}
      aria-label="Portfolio details"
    >
      <Fields sources={sources} methods={methods} otherId={otherId} />
      <Stack direction="row" sx={{ mt: 2 }}>
        <SubmitButton fullWidth={false}>{submitLabel}</SubmitButton>
      </Stack>
    </Form>
  );
}

function Fields({
  sources,
  methods,
  otherId,
}: {
  sources: SourceOfFunds[];
  methods: AccountingMethod[];
  otherId: number | null;
}) {
  const { control } = useFormContext<PortfolioApplicationUpdate>();
  const [funds, assets, chosen, in14Days, period] = useWatch({
    control,
    name: [
      'is_funds_transfer',
      'is_asset_transfer',
      'source_of_funds',
      'is_require_14_days_investing',
      'investment_period',
    ],
  });
  const dollar = <InputAdornment position="start">$</InputAdornment>;
  return (
    <>
      <FormLabel component="legend" sx={{ mt: 1 }}>
        How will you fund your portfolio?
      </FormLabel>
      <Checkbox name="is_funds_transfer" label={FUNDS_TRANSFER_LABEL} />
      {funds && (
        <TextField
          name="funds_transfer_amount"
          label="Funds transfer amount"
          inputMode="decimal"
          maxLength={AMOUNT_INPUT_MAX_LENGTH}
          startAdornment={dollar}
        />
      )}
      <Checkbox name="is_asset_transfer" label={ASSET_TRANSFER_LABEL} />
      {assets && (
        <TextField
          name="asset_transfer_amount"
          label="Asset transfer amount"
          inputMode="decimal"
          maxLength={AMOUNT_INPUT_MAX_LENGTH}
          startAdornment={dollar}
        />
      )}
      <SourcesOfFunds sources={sources} />
      {otherId !== null && (chosen ?? []).includes(otherId) && (
        <TextField name="source_of_funds_other" label="Other source of funds" maxLength={100} />
      )}
      <YesNoField
        name="is_require_14_days_investing"
        label="Do you require your portfolio to be fully invested within 14 days?"
      />
      {in14Days === false && (
        <RadioGroupField
          name="investment_period"
          label="Investment period"
          options={[
            {
              value: InvestmentPeriod.private_portfolio_manager_discretion,
              label: 'At the portfolio manager’s discretion',
            },
            { value: InvestmentPeriod.other, label: 'Other' },
          ]}
        />
      )}
      {in14Days === false && period === InvestmentPeriod.other && <MonthsField />}
      <Select
        name="accounting_method"
        label="Accounting method"
        placeholder="Select an accounting method"
        options={methods.map((m) => ({ value: m.key, label: m.name }))}
      />
      <RadioGroupField
        name="receive_franking_credits"
        label="Franking credits"
        options={[
          { value: FrankingCreditsEligibility.eligible, label: 'Eligible to receive franking credits' },
          { value: FrankingCreditsEligibility.not_eligible, label: 'Not eligible to receive franking credits' },
        ]}
      />
      <YesNoField name="is_exempt_income_tax" label="Are you exempt from income tax?" />
    </>
  );
}

/** Sources of funds as checkboxes from the reference data; the group carries the field's error. */
function SourcesOfFunds({ sources }: { sources: SourceOfFunds[] }) {
  const { control } = useFormContext<PortfolioApplicationUpdate>();
  const { field, fieldState } = useController({ control, name: 'source_of_funds' });
  const labelId = useId();
  const helperId = useId();
  const value: number[] = field.value ?? [];
  return (
    <FormControl
      component="fieldset"
      error={Boolean(fieldState.error)}
      margin="normal"
      aria-labelledby={labelId}
      aria-describedby={fieldState.error ? helperId : undefined}
    >
      <FormLabel component="legend" id={labelId}>
        Sources of funds
      </FormLabel>
      <FormGroup>
        {sources.map((source, index) => (
          <FormControlLabel
            key={source.id}
            label={source.name}
            control={
              <MuiCheckbox
                checked={value.includes(source.id)}
                inputRef={index === 0 ? field.ref : undefined}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.target.checked ? [...value, source.id] : value.filter((id) => id !== source.id))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText id={helperId}>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** Months of the 'other' investment period: whole numbers only, kept as a number (empty is null). */
function MonthsField() {
  const { control } = useFormContext<PortfolioApplicationUpdate>();
  const { field, fieldState } = useController({ control, name: 'investment_period_months' });
  const id = useId();
  const message = fieldState.error?.message;
  return (
    <FieldFrame id={id} label="Number of months" message={message} invalid={Boolean(message)}>
      <OutlinedInput
        id={id}
        label="Number of months"
        name={field.name}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={(event) => {
          const raw = event.target.value.trim();
          if (!/^\d{0,4}$/.test(raw)) return;
          field.onChange(raw === '' ? null : Number(raw));
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        slotProps={{ input: { inputMode: 'numeric', 'aria-describedby': message ? `${id}-message` : undefined } }}
      />
    </FieldFrame>
  );
}
