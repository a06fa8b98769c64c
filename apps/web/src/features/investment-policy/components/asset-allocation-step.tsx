import {
  allocationProblems,
  formatScaledInteger,
  IpsWizardStep,
  Messages,
  percentHundredths,
  strategicAllocationUpdateSchema,
  sumHundredths,
  withoutStrategiesAtZero,
  type CustomStrategyInput,
  type InvestmentPolicy,
  type StrategicAllocation,
  type StrategicAllocationUpdate,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { Form, type AppForm } from '../../../components/ui/form/form';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useStrategicAllocation } from '../api/get-strategic-allocation';
import { useTailoredLabels } from '../api/get-tailored-labels';
import { useSaveStrategicAllocation } from '../api/save-strategic-allocation';
import { useUpdateInvestmentPolicy } from '../api/update-investment-policy';
import { CustomStrategyDialog, type StrategyFees } from './custom-strategy-dialog';
import { CustomStrategyList, type OpenStrategyDialog } from './custom-strategy-list';
import { formFieldName } from './field-paths';
import { PercentField } from './percent-field';
import { StepActions, StepFormActions } from './step-actions';
import { stepAfterSaving } from './wizard-steps';

type Category = StrategicAllocation['categories'][number];
type Option = Category['investment_options'][number];
type AllocationValues = StrategicAllocationUpdate;
type AllocationForm = AppForm<typeof strategicAllocationUpdateSchema>;

/** The percent input shows nothing for 0, so the person types into an empty box. */
function typedPercent(target: string): string {
  return percentHundredths(target) === 0n ? '' : target;
}

/** '12.' is 12, and an empty box is 0, as the rules and the server read them. */
function sentPercent(typed: string): string {
  const text = typed.trim().replace(/\.$/, '');
  return text === '' ? '0' : text;
}

function initialValues(allocation: StrategicAllocation): AllocationValues {
  return {
    categories: allocation.categories.map((category) => ({
      id: category.id,
      investment_options: category.investment_options.map((option) => ({
        id: option.id,
        target_percentage: typedPercent(option.target_percentage),
        custom_strategies: option.custom_strategies.map((s) => ({
          id: s.id,
          name: s.name,
          manager_discretion: s.manager_discretion,
          holding_arrangement: s.holding_arrangement,
          securities: s.securities,
        })),
      })),
    })),
  };
}

/** An option's fees, from any of its saved strategies (the server sets them per option). */
function optionFees(option: Option): StrategyFees | null {
  const saved = option.custom_strategies.find(
    (s) => s.portfolio_management_fee !== null || s.investment_management_fee !== null,
  );
  return saved
    ? {
        portfolio_management_fee: saved.portfolio_management_fee,
        investment_management_fee: saved.investment_management_fee,
      }
    : null;
}

type Editing = Parameters<OpenStrategyDialog>[0];

/**
 * The strategic asset allocation (spec 2 §3, §5, §9): per category each investment option's
 * target, the running total, and the custom strategies of the options that offer them. The rules
 * of allocation-rules run before anything is sent (the server runs the same); the allocation and
 * its strategies are saved together (PUT), strategies of options at 0 left out.
 */
export function AssetAllocationStep({
  statement,
  onBack,
  onContinue,
}: {
  statement: InvestmentPolicy;
  onBack: () => void;
  onContinue: () => void;
}) {
  const allocation = useStrategicAllocation(statement.id);
  const labels = useTailoredLabels();
  const save = useSaveStrategicAllocation();
  const update = useUpdateInvestmentPolicy();
  const [ruleErrors, setRuleErrors] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);

  if (allocation.isPending || labels.isPending) return <PageSpinner label="Loading the strategic asset allocation" />;
  if (allocation.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const data = allocation.data;
  // A missing label list only costs the tailored names; the options keep their own.
  const tailored = labels.data ?? new Map<number, string>();
  const optionLabel = (option: Option) => tailored.get(option.id) ?? option.tailored_label ?? option.name;
  const cashMinimumPercent = Number(data.cash_minimum_percent);

  if (!statement.can_edit)
    return (
      <>
        <AllocationReadOnly allocation={data} optionLabel={optionLabel} />
        <StepActions onBack={onBack} onContinue={onContinue} />
      </>
    );

  async function submit(values: z.output<typeof strategicAllocationUpdateSchema>, form: AllocationForm) {
    // The rules need each option's name and what it offers, which the form does not hold.
    const named = values.categories.map((category, i) => {
      const shown = data.categories[i]!;
      return {
        id: category.id,
        name: shown.name,
        is_cash: shown.is_cash,
        investment_options: category.investment_options.map((option, j) => ({
          ...option,
          target_percentage: sentPercent(option.target_percentage),
          name: optionLabel(shown.investment_options[j]!),
          is_custom_strategies_available: shown.investment_options[j]!.is_custom_strategies_available,
        })),
      };
    });
    const problems = allocationProblems(named, { cashMinimumPercent });
    setRuleErrors(problems.filter((p) => p.path === 'non_field_errors').map((p) => p.message));
    if (problems.length > 0) {
      for (const problem of problems.filter((p) => p.path !== 'non_field_errors'))
        form.setError(formFieldName(problem.path) as FieldPath<AllocationValues>, {
          type: 'rules',
          message: problem.message,
        });
      return;
    }
    const categories = withoutStrategiesAtZero(named).map((category) => ({
      id: category.id,
      investment_options: category.investment_options.map((option) => ({
        id: option.id,
        target_percentage: option.target_percentage,
        custom_strategies: option.custom_strategies,
      })),
    }));
    await save.mutateAsync({ policyId: statement.id, values: { categories } });
    const step = stepAfterSaving(statement.wizard_step, IpsWizardStep.customisation);
    if (step !== statement.wizard_step)
      await update.mutateAsync({ policyId: statement.id, values: { wizard_step: step } });
    onContinue();
  }

  return (
    <>
      <Form
        schema={strategicAllocationUpdateSchema}
        defaultValues={initialValues(data)}
        onSubmit={submit}
        aria-label="Strategic asset allocation"
      >
        <Typography sx={{ mb: 2 }}>
          Allocate your portfolio across the asset classes below. The targets must add up to 100%, with at least{' '}
          {cashMinimumPercent}% in cash.
        </Typography>
        <Stack spacing={3}>
          {data.categories.map((category, i) => (
            <CategoryFields
              key={category.id}
              category={category}
              index={i}
              optionLabel={optionLabel}
              onOpenDialog={setEditing}
            />
          ))}
        </Stack>
        <RunningTotal ruleErrors={ruleErrors} />
        <StepFormActions onBack={onBack} />
      </Form>
      {editing && (
        <CustomStrategyDialog
          optionName={editing.optionName}
          strategy={editing.strategy}
          fees={editing.fees}
          onClose={() => setEditing(null)}
          onSave={(strategy: CustomStrategyInput) => {
            editing.save(strategy);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}

function CategoryFields({
  category,
  index,
  optionLabel,
  onOpenDialog,
}: {
  category: Category;
  index: number;
  optionLabel: (option: Option) => string;
  onOpenDialog: OpenStrategyDialog;
}) {
  const { control } = useFormContext<AllocationValues>();
  const targets = useWatch({ control, name: `categories.${index}.investment_options` });
  return (
    <Box component="section" aria-labelledby={`category-${category.id}`}>
      <Typography component="h2" variant="h6" id={`category-${category.id}`}>
        {category.name}
      </Typography>
      {category.investment_options.map((option, j) => {
        const name = `categories.${index}.investment_options.${j}` as const;
        const above0 = (percentHundredths(targets?.[j]?.target_percentage ?? '') ?? 0n) > 0n;
        return (
          <Box key={option.id} sx={{ mb: 1 }}>
            <Stack direction="row" spacing={2} alignItems="center">
              <Swatch color={option.color} />
              <Box sx={{ flexGrow: 1, maxWidth: 360 }}>
                <PercentField name={`${name}.target_percentage`} label={optionLabel(option)} />
              </Box>
            </Stack>
            {option.is_custom_strategies_available && above0 && (
              <CustomStrategyList
                name={`${name}.custom_strategies`}
                optionName={optionLabel(option)}
                fees={optionFees(option)}
                onOpenDialog={onOpenDialog}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** The option's colour, as on the summary's pie chart; decoration only, the name says which. */
function Swatch({ color }: { color: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 20,
        height: 20,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

/** "Total: 87.50%", read out politely as it changes, and the allocation's own rules under it. */
function RunningTotal({ ruleErrors }: { ruleErrors: string[] }) {
  const { control } = useFormContext<AllocationValues>();
  const categories = useWatch({ control, name: 'categories' }) ?? [];
  const total = categories.reduce(
    (sum, category) =>
      sum +
      sumHundredths(
        (category.investment_options ?? []).map((o) => ({
          id: o.id,
          name: '',
          target_percentage: o.target_percentage,
        })),
      ),
    0n,
  );
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="p" aria-live="polite">
        Total: {formatScaledInteger(total, 2)}%
      </Typography>
      {ruleErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {ruleErrors.map((message) => (
            <Box key={message}>{message}</Box>
          ))}
        </Alert>
      )}
    </Box>
  );
}

function AllocationReadOnly({
  allocation,
  optionLabel,
}: {
  allocation: StrategicAllocation;
  optionLabel: (option: Option) => string;
}) {
  return (
    <Stack spacing={3}>
      {allocation.categories.map((category) => (
        <Box key={category.id} component="section" aria-labelledby={`category-${category.id}`}>
          <Typography component="h2" variant="h6" id={`category-${category.id}`}>
            {category.name}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {category.investment_options.map((option) => (
              <Box component="li" key={option.id} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 0.5 }}>
                <Swatch color={option.color} />
                <Typography sx={{ flexGrow: 1 }}>{optionLabel(option)}</Typography>
                <Typography>{option.target_percentage}%</Typography>
                {option.custom_strategies.length > 0 && (
                  <Typography color="text.secondary">
                    {option.custom_strategies.map((s) => s.name).join(', ')}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
