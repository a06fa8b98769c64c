import {
  evenWithFieldIssues,
  InvestmentPolicyLimits,
  IpsWizardStep,
  Messages,
  RestrictionTypeLabel,
  securityRestrictionInputSchema,
  type IndustryRestriction,
  type InvestmentPolicy,
  type RestrictionType,
  type SecurityRestriction,
  type SecurityRestrictionInput,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DetailList } from '../../../components/ui/detail-list';
import { Form } from '../../../components/ui/form/form';
import { YesNoField } from '../../../components/ui/form/yes-no-field';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { ApiError, isApiError } from '../../../lib/api-error';
import { useIndustryRestrictions } from '../api/get-industry-restrictions';
import { useSecurityRestrictions } from '../api/get-security-restrictions';
import { useSaveIndustryRestrictions } from '../api/save-industry-restrictions';
import { useSaveSecurityRestrictions } from '../api/save-security-restrictions';
import { useUpdateInvestmentPolicy } from '../api/update-investment-policy';
import { IndustryRestrictionTree } from './industry-restriction-tree';
import { newSecurityRow, SecurityRestrictionRows, type SecurityRow } from './security-restriction-rows';
import { StepActions, StepFormActions } from './step-actions';
import { isPast, stepAfterSaving } from './wizard-steps';

export const CustomisationQuestions = {
  restrict: 'Do you want to restrict investments?',
  industries: 'Restrict industries?',
  securities: 'Restrict specific securities?',
} as const;
export const ADD_A_SECURITY = 'Add at least one security to restrict';

const securityRow = z.object({
  name: z.string(),
  units: z.string(),
  cost_base: z.string(),
  date: z.string(),
  restriction_type: z.string(),
});

/** A row as the contract takes it: blank units mean every unit held. */
function rowInput(row: SecurityRow): SecurityRestrictionInput {
  return {
    name: row.name,
    units: row.units.trim() === '' ? null : row.units.trim(),
    cost_base: row.cost_base.trim().replace(/,/g, ''),
    date: row.date,
    restriction_type: row.restriction_type as RestrictionType,
  };
}

/** The answers, each required once the one before it is yes; the rows by the contract's rules. */
const customisationSchema = z
  .object({
    has_restrictions: z.boolean({ error: Messages.fieldRequired }),
    has_industry_restrictions: z.boolean().nullable(),
    has_security_restrictions: z.boolean().nullable(),
    security_restrictions: z.array(securityRow).max(InvestmentPolicyLimits.securityRestrictions),
  })
  .superRefine((value, ctx) => {
    if (value.has_restrictions !== true) return;
    for (const field of ['has_industry_restrictions', 'has_security_restrictions'] as const)
      if (typeof value[field] !== 'boolean')
        ctx.addIssue({ code: 'custom', path: [field], message: Messages.fieldRequired });
    if (value.has_security_restrictions !== true || !Array.isArray(value.security_restrictions)) return;
    if (value.security_restrictions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['security_restrictions'], message: ADD_A_SECURITY });
    value.security_restrictions.forEach((row, i) => {
      const parsed = securityRestrictionInputSchema.safeParse(rowInput(row));
      for (const issue of parsed.error?.issues ?? [])
        ctx.addIssue({
          code: 'custom',
          path: ['security_restrictions', i, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
          message: issue.message,
        });
    });
  }, evenWithFieldIssues);
type CustomisationValues = z.input<typeof customisationSchema>;

function initialValues(statement: InvestmentPolicy, saved: SecurityRestriction[]): CustomisationValues {
  return {
    has_restrictions: statement.has_restrictions as boolean,
    has_industry_restrictions: statement.has_industry_restrictions,
    has_security_restrictions: statement.has_security_restrictions,
    security_restrictions:
      saved.length > 0
        ? saved.map((s) => ({
            name: s.name,
            units: s.units ?? '',
            cost_base: s.cost_base,
            date: s.date,
            restriction_type: s.restriction_type,
          }))
        : [newSecurityRow()],
  };
}

function leafRestrictions(nodes: readonly IndustryRestriction[]): Map<number, RestrictionType> {
  return new Map(
    nodes
      .filter((n) => n.is_leaf && n.restriction_type !== null)
      .map((n) => [n.id, n.restriction_type as RestrictionType]),
  );
}

/** The security list's errors, named as the form names its rows (`restrictions[0].name` -> `security_restrictions.0.name`). */
function asRowErrors(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 400) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, message]) => [
      path.replace(/^restrictions(?=[.[])/, 'security_restrictions'),
      [message],
    ]),
  );
  return new ApiError(error.status, {
    field_errors: fieldErrors,
    non_field_errors: error.nonFieldErrors ? [error.nonFieldErrors] : [],
  });
}

/**
 * The investment policy customisation (spec 2 §3 restrictions, §4): whether to restrict
 * investments, then industries (the tree) and specific securities (rows). Saving sends both
 * restriction lists (emptied when not wanted), then the answers, then goes on to gearing. Once
 * saved with restrictions it shows read-only, with Change to edit it again.
 */
export function CustomisationStep({
  statement,
  onBack,
  onContinue,
}: {
  statement: InvestmentPolicy;
  onBack: () => void;
  onContinue: () => void;
}) {
  const industries = useIndustryRestrictions(statement.id);
  const securities = useSecurityRestrictions(statement.id);
  const saveIndustries = useSaveIndustryRestrictions();
  const saveSecurities = useSaveSecurityRestrictions();
  const update = useUpdateInvestmentPolicy();
  const savedWithRestrictions =
    statement.has_restrictions === true && isPast(statement.wizard_step, IpsWizardStep.customisation);
  const [changing, setChanging] = useState(false);
  const [restrictions, setRestrictions] = useState<Map<number, RestrictionType> | null>(null);

  if (industries.isPending || securities.isPending)
    return <PageSpinner label="Loading the investment policy customisation" />;
  if (industries.isError || securities.isError)
    return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const nodes = industries.data;
  const leaves = restrictions ?? leafRestrictions(nodes);

  if (!statement.can_edit || (savedWithRestrictions && !changing))
    return (
      <>
        <CustomisationReadOnly statement={statement} securities={securities.data} />
        {statement.can_edit && (
          <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setChanging(true)}>
            Change
          </Button>
        )}
        <StepActions onBack={onBack} onContinue={onContinue} />
      </>
    );

  async function submit(values: z.output<typeof customisationSchema>) {
    const restrict = values.has_restrictions;
    const byIndustry = restrict && values.has_industry_restrictions === true;
    const bySecurity = restrict && values.has_security_restrictions === true;
    await saveIndustries.mutateAsync({
      policyId: statement.id,
      values: {
        restrictions: byIndustry
          ? [...leaves].map(([industry, restriction_type]) => ({ industry, restriction_type }))
          : [],
      },
    });
    try {
      await saveSecurities.mutateAsync({
        policyId: statement.id,
        values: { restrictions: bySecurity ? values.security_restrictions.map(rowInput) : [] },
      });
    } catch (error) {
      throw asRowErrors(error);
    }
    await update.mutateAsync({
      policyId: statement.id,
      values: {
        has_restrictions: restrict,
        has_industry_restrictions: restrict ? byIndustry : false,
        has_security_restrictions: restrict ? bySecurity : false,
        wizard_step: stepAfterSaving(statement.wizard_step, IpsWizardStep.gearing),
      },
    });
    onContinue();
  }

  return (
    <Form
      schema={customisationSchema}
      defaultValues={initialValues(statement, securities.data)}
      onSubmit={submit}
      aria-label="Investment policy customisation"
    >
      <CustomisationFields nodes={nodes} leaves={leaves} onRestrictionsChange={setRestrictions} />
      <StepFormActions onBack={onBack} />
    </Form>
  );
}

function CustomisationFields({
  nodes,
  leaves,
  onRestrictionsChange,
}: {
  nodes: readonly IndustryRestriction[];
  leaves: Map<number, RestrictionType>;
  onRestrictionsChange: (next: Map<number, RestrictionType>) => void;
}) {
  const { control } = useFormContext<CustomisationValues>();
  const [restrict, byIndustry, bySecurity] = useWatch({
    control,
    name: ['has_restrictions', 'has_industry_restrictions', 'has_security_restrictions'],
  });
  return (
    <>
      <YesNoField name="has_restrictions" label={CustomisationQuestions.restrict} />
      {restrict === true && (
        <>
          <YesNoField name="has_industry_restrictions" label={CustomisationQuestions.industries} />
          {byIndustry === true && (
            <Box component="section" aria-labelledby="industry-restrictions-heading" sx={{ mb: 2 }}>
              <Typography component="h2" variant="h6" id="industry-restrictions-heading" gutterBottom>
                Industries
              </Typography>
              <IndustryRestrictionTree nodes={nodes} restrictions={leaves} onChange={onRestrictionsChange} />
            </Box>
          )}
          <YesNoField name="has_security_restrictions" label={CustomisationQuestions.securities} />
          {bySecurity === true && (
            <Box component="section" aria-labelledby="security-restrictions-heading">
              <Typography component="h2" variant="h6" id="security-restrictions-heading" gutterBottom>
                Securities
              </Typography>
              <SecurityRestrictionRows />
            </Box>
          )}
        </>
      )}
    </>
  );
}

function yesNo(value: boolean | null): string {
  return value === null ? '' : value ? 'Yes' : 'No';
}

function CustomisationReadOnly({
  statement,
  securities,
}: {
  statement: InvestmentPolicy;
  securities: SecurityRestriction[];
}) {
  return (
    <DetailList
      items={[
        { label: CustomisationQuestions.restrict, value: yesNo(statement.has_restrictions) },
        { label: CustomisationQuestions.industries, value: yesNo(statement.has_industry_restrictions) },
        { label: 'Restricted industries', value: statement.restricted_industry_groups.join(', ') },
        { label: CustomisationQuestions.securities, value: yesNo(statement.has_security_restrictions) },
        {
          label: 'Restricted securities',
          value: securities
            .map((s) => `${s.name} (${RestrictionTypeLabel[s.restriction_type]}, ${s.units ?? 'all'} units)`)
            .join('; '),
        },
      ]}
    />
  );
}
