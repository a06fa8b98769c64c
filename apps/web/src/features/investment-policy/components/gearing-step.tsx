import {
  AMOUNT_INPUT_MAX_LENGTH,
  formatAmountInput,
  formatMoney,
  investmentPolicyUpdateSchema,
  IpsWizardStep,
  Messages,
  type InvestmentPolicy,
  type InvestmentPolicyUpdate,
} from '@portal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { DetailList } from '../../../components/ui/detail-list';
import { Form } from '../../../components/ui/form/form';
import { TextField } from '../../../components/ui/form/text-field';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { useUpdateInvestmentPolicy } from '../api/update-investment-policy';
import { StepActions, StepFormActions } from './step-actions';

export const GEARING_QUESTION = 'Will the portfolio use gearing?';
export const MIN_LOAN_LABEL = 'Minimum target loan balance';
export const MAX_LOAN_LABEL = 'Maximum target loan balance';

/** The contract's gearing rules, and the answer itself required on this step (spec 2 §5). */
const gearingSchema = investmentPolicyUpdateSchema.superRefine((value, ctx) => {
  if (typeof value.has_gearing !== 'boolean')
    ctx.addIssue({ code: 'custom', path: ['has_gearing'], message: Messages.fieldRequired });
});

const amount = (value: string | null) => (value === null ? '' : formatAmountInput(value));

/**
 * Gearing (spec 2 §3, §5): whether the portfolio borrows, and if so the least and most it aims
 * to owe, in dollars as the portfolio form takes amounts. Saving finishes the wizard.
 */
export function GearingStep({
  statement,
  onBack,
  onContinue,
}: {
  statement: InvestmentPolicy;
  onBack: () => void;
  onContinue: () => void;
}) {
  const update = useUpdateInvestmentPolicy();

  if (!statement.can_edit)
    return (
      <>
        <DetailList
          items={[
            {
              label: GEARING_QUESTION,
              value: statement.has_gearing === null ? '' : statement.has_gearing ? 'Yes' : 'No',
            },
            ...(statement.has_gearing
              ? [
                  { label: MIN_LOAN_LABEL, value: loanText(statement.target_loan_balance_min) },
                  { label: MAX_LOAN_LABEL, value: loanText(statement.target_loan_balance_max) },
                ]
              : []),
          ]}
        />
        <StepActions onBack={onBack} onContinue={onContinue} />
      </>
    );

  return (
    <Form
      schema={gearingSchema}
      defaultValues={{
        has_gearing: statement.has_gearing,
        target_loan_balance_min: amount(statement.target_loan_balance_min),
        target_loan_balance_max: amount(statement.target_loan_balance_max),
      }}
      onSubmit={async (values: InvestmentPolicyUpdate) => {
        const gearing = values.has_gearing === true;
        await update.mutateAsync({
          policyId: statement.id,
          values: {
            has_gearing: gearing,
            target_loan_balance_min: gearing ? values.target_loan_balance_min : null,
            target_loan_balance_max: gearing ? values.target_loan_balance_max : null,
            wizard_step: IpsWizardStep.done,
          },
        });
        onContinue();
      }}
      aria-label="Gearing"
    >
      <GearingFields />
      <StepFormActions onBack={onBack} />
    </Form>
  );
}

function loanText(value: string | null): string {
  return value === null ? '' : formatMoney(value);
}

function GearingFields() {
  const { control } = useFormContext<InvestmentPolicyUpdate>();
  const gearing = useWatch({ control, name: 'has_gearing' });
  return (
    <>
      <YesNoField name="has_gearing" label={GEARING_QUESTION} />
      {gearing === true && (
        <>
          <TextField
            name="target_loan_balance_min"
            label={MIN_LOAN_LABEL}
            inputMode="decimal"
            maxLength={AMOUNT_INPUT_MAX_LENGTH}
            startAdornment="$"
          />
          <TextField
            name="target_loan_balance_max"
            label={MAX_LOAN_LABEL}
            inputMode="decimal"
            maxLength={AMOUNT_INPUT_MAX_LENGTH}
            startAdornment="$"
          />
        </>
      )}
    </>
  );
}
