import {
  allocationProblems,
  CASH_CATEGORY_KEY,
  customStrategyProblems,
  InvestmentPolicyMessages as M,
  IpsWizardStep,
  percentHundredths,
  withoutStrategiesAtZero,
  type AllocationProblem,
  type AssetAllocationCategory,
  type CustomStrategy,
  type InvestmentOptionChoice,
  type StrategicAllocation,
  type strategicAllocationUpdateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { InvestmentPolicyCustomStrategyRow } from '../../db/schema/index.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { cashMinimumHundredths } from './cash-minimum.js';
import {
  allocationsOf,
  customStrategiesOf,
  replaceAllocation,
  updateInvestmentPolicy,
  type CustomStrategyValues,
} from './investment-policies.repository.js';
import type { InvestmentPolicyReference } from './investment-policies.service.js';
import { InvestmentPolicyAccess } from './investment-policy-access.js';
import { percentText } from './investment-policy.mapper.js';
import { furthest, requireReached } from './wizard-steps.js';

export type StrategicAllocationInput = z.output<typeof strategicAllocationUpdateSchema>;
type CategoryInput = StrategicAllocationInput['categories'][number];
type OptionInput = CategoryInput['investment_options'][number];

function toStrategyWire(row: InvestmentPolicyCustomStrategyRow, option: InvestmentOptionChoice): CustomStrategy {
  return {
    id: row.id,
    name: row.name,
    manager_discretion: row.managerDiscretion,
    holding_arrangement: row.holdingArrangement,
    securities: row.securities.map((s) => ({ name: s.name, target_percentage: s.targetPercentage, units: s.units })),
    // A strategy is invested within its option, so it carries the option's fees.
    portfolio_management_fee: option.portfolio_management_fee,
    investment_management_fee: option.investment_management_fee,
  };
}

/** Problems by path as the wire answers them: `non_field_errors` above the form, the rest on fields. */
function toValidationError(problems: readonly AllocationProblem[]): FieldValidationError {
  const fields: Record<string, string[]> = {};
  const nonField: string[] = [];
  for (const { path, message } of problems) {
    if (path === 'non_field_errors') nonField.push(message);
    else (fields[path] ??= []).push(message);
  }
  return new FieldValidationError(fields, nonField);
}

/**
 * A statement's strategic asset allocation (spec 2 §3, §4, §5; §7 "Strategic allocation: GET and
 * PUT"): a target for every investment option of the reference data, summing to 100 with cash at
 * its minimum, and the custom strategies of the options that take them. A PUT replaces the
 * targets and strategies in one transaction and moves the wizard on to customisation.
 */
export class StrategicAllocationService {
  private readonly access: InvestmentPolicyAccess;

  constructor(
    private readonly db: Database,
    private readonly reference: InvestmentPolicyReference,
  ) {
    this.access = new InvestmentPolicyAccess(db);
  }

  async get(userId: number, id: number): Promise<StrategicAllocation> {
    await this.access.readable(userId, id);
    return this.allocation(id);
  }

  async save(userId: number, id: number, input: StrategicAllocationInput): Promise<StrategicAllocation> {
    const { row } = await this.access.editable(userId, id);
    requireReached(row.wizardStep, IpsWizardStep.asset_allocation);
    const categories = (await this.reference.assetAllocationCategories()).results;
    const checked = this.checked(input, categories);

    await this.db.transaction(async (tx) => {
      await replaceAllocation(tx, id, checked.targets, checked.strategies);
      await updateInvestmentPolicy(tx, id, {
        wizardStep: furthest(row.wizardStep, IpsWizardStep.customisation),
        modifiedByUserId: userId,
        modifiedAt: new Date(),
      });
    });
    return this.allocation(id);
  }

  /**
   * The allocation as sent, checked against the reference data (each option of the offer once,
   * strategies only where offered), then by the contract's rules; what is kept has no strategies
   * on options at 0.
   */
  private checked(input: StrategicAllocationInput, categories: readonly AssetAllocationCategory[]) {
    const known = new Map(
      categories.flatMap((category) => category.investment_options.map((option) => [option.id, { category, option }])),
    );
    const fields: Record<string, string[]> = {};
    const seen = new Set<number>();
    input.categories.forEach((category, i) =>
      category.investment_options.forEach((given, j) => {
        const at = `categories[${i}].investment_options[${j}]`;
        const found = known.get(given.id);
        if (!found || found.category.id !== category.id) fields[`${at}.id`] = [M.unknownOption];
        else if (seen.has(given.id)) fields[`${at}.id`] = [M.optionRepeated];
        else if (
          !found.option.is_custom_strategies_available &&
          given.custom_strategies.length > 0 &&
          percentHundredths(given.target_percentage) !== 0n
        )
          fields[`${at}.custom_strategies`] = [M.strategiesNotOffered];
        seen.add(given.id);
      }),
    );
    const missing = [...known.keys()].some((optionId) => !seen.has(optionId));
    if (Object.keys(fields).length > 0 || missing)
      throw new FieldValidationError(fields, missing ? [M.optionsMissing] : []);

    const categoryOf = new Map(categories.map((c) => [c.id, c]));
    const kept = withoutStrategiesAtZero(
      input.categories.map((category) => ({
        id: category.id,
        name: categoryOf.get(category.id)?.name ?? '',
        is_cash: categoryOf.get(category.id)?.key === CASH_CATEGORY_KEY,
        investment_options: category.investment_options.map((given) => {
          const option = known.get(given.id)!.option;
          return {
            ...given,
            name: option.name,
            is_custom_strategies_available: option.is_custom_strategies_available,
          };
        }),
      })),
    );
    const cashMinimumPercent = Number(percentText(cashMinimumHundredths(categories)));
    const problems = allocationProblems(kept, { cashMinimumPercent });
    kept.forEach((category, i) =>
      category.investment_options.forEach((option, j) =>
        option.custom_strategies.forEach((strategy, k) => {
          const at = `categories[${i}].investment_options[${j}].custom_strategies[${k}]`;
          for (const problem of customStrategyProblems(strategy))
            problems.push({ path: `${at}.${problem.path}`, message: problem.message });
        }),
      ),
    );
    if (problems.length > 0) throw toValidationError(problems);

    const options: OptionInput[] = kept.flatMap((category) => category.investment_options);
    return {
      targets: options.map((option) => ({
        optionId: option.id,
        targetHundredths: Number(percentHundredths(option.target_percentage)),
      })),
      strategies: options.flatMap((option) =>
        option.custom_strategies.map((strategy, position): CustomStrategyValues => ({
          optionId: option.id,
          name: strategy.name,
          managerDiscretion: strategy.manager_discretion,
          holdingArrangement: strategy.holding_arrangement,
          securities: strategy.securities.map((s) => ({
            name: s.name,
            targetPercentage: strategy.manager_discretion ? (s.target_percentage?.trim() ?? null) : null,
            // Whole units as digits without leading zeros ('007' is 7).
            units: strategy.manager_discretion ? null : BigInt(s.units!.trim()).toString(),
          })),
          position,
        })),
      ),
    };
  }

  /** Every category and option of the reference data with this statement's targets ('0.00' until given). */
  private async allocation(id: number): Promise<StrategicAllocation> {
    const [categories, targets, strategies] = await Promise.all([
      this.reference.assetAllocationCategories().then((list) => list.results),
      allocationsOf(this.db, id),
      customStrategiesOf(this.db, id),
    ]);
    const targetOf = new Map(targets.map((t) => [t.optionId, t.targetHundredths]));
    return {
      categories: categories.map((category) => ({
        id: category.id,
        name: category.name,
        color: category.color,
        is_cash: category.key === CASH_CATEGORY_KEY,
        investment_options: category.investment_options.map((option) => ({
          id: option.id,
          name: option.name,
          color: option.color,
          target_percentage: percentText(targetOf.get(option.id) ?? 0),
          min_value: option.min_value,
          is_custom_strategies_available: option.is_custom_strategies_available,
          custom_strategies: strategies.filter((s) => s.optionId === option.id).map((s) => toStrategyWire(s, option)),
          tailored_label: option.tailored_label,
        })),
      })),
      cash_minimum_percent: percentText(cashMinimumHundredths(categories)),
    };
  }
}
