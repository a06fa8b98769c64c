import { toScaledInteger } from '../numbers/decimal.js';
import { ALLOCATION_TOTAL_PERCENT } from './portfolio-application.constants.js';
import { portfolioApplicationSpecMessages as M } from './portfolio-application.messages.js';

/**
 * The strategic asset allocation's rules (spec 2 §5, §9), the same for the wizard's form and the
 * server: targets in percent with at most 2 decimals, adding up to exactly 100 across every
 * category, cash at its minimum, and a custom strategy for every option above 0 that offers them.
 * Percentages are read as decimal text and summed in hundredths of a percent (integers), so
 * 33.33 + 33.33 + 33.34 is exactly 100.
 */

export interface AllocationOptionInput {
  id: number;
  name: string;
  /** Decimal text or a number, e.g. '12.5'. Blank counts as 0. */
  target_percentage: string | number | null;
  is_custom_strategies_available?: boolean;
  custom_strategies?: readonly unknown[];
}

export interface AllocationCategoryInput {
  id: number;
  name: string;
  /** The cash category carries the minimum. */
  is_cash?: boolean;
  investment_options: readonly AllocationOptionInput[];
}

/** A problem with a field path in the submitted allocation, as the form and the route name it. */
export interface AllocationProblem {
  path: string;
  message: string;
}

const HUNDREDTHS = 2;
const PERCENT_TEXT = /^\d{1,3}(\.\d{1,2})?$/;

/** Percent text of at most 2 decimals between 0 and 100, in hundredths; null when it is not one. */
export function percentHundredths(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!PERCENT_TEXT.test(text)) return null;
  const hundredths = toScaledInteger(text, HUNDREDTHS);
  return hundredths > BigInt(ALLOCATION_TOTAL_PERCENT * 100) ? null : hundredths;
}

/** The sum of a category's or the whole allocation's targets, in hundredths (invalid entries count 0). */
export function sumHundredths(options: readonly AllocationOptionInput[]): bigint {
  return options.reduce((sum, o) => sum + (percentHundredths(o.target_percentage) ?? 0n), 0n);
}

export const PERCENT_FORMAT_MESSAGE = 'Enter a percentage from 0 to 100 with at most 2 decimals';
export const CUSTOM_STRATEGY_REQUIRED = (option: string) => `Add at least one custom strategy for ${option}`;

/**
 * Every problem of an allocation, each on the field it concerns:
 * `categories[i].investment_options[j].target_percentage`, `...custom_strategies`, or
 * `non_field_errors` for the total and the cash minimum.
 */
export function allocationProblems(
  categories: readonly AllocationCategoryInput[],
  { cashMinimumPercent }: { cashMinimumPercent: number },
): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  let total = 0n;
  let cash = 0n;
  categories.forEach((category, i) => {
    category.investment_options.forEach((option, j) => {
      const at = `categories[${i}].investment_options[${j}]`;
      const hundredths = percentHundredths(option.target_percentage);
      if (hundredths === null) {
        problems.push({ path: `${at}.target_percentage`, message: PERCENT_FORMAT_MESSAGE });
        return;
      }
      total += hundredths;
      if (category.is_cash) cash += hundredths;
      if (hundredths > 0n && option.is_custom_strategies_available && (option.custom_strategies?.length ?? 0) === 0) {
        problems.push({ path: `${at}.custom_strategies`, message: CUSTOM_STRATEGY_REQUIRED(option.name) });
      }
    });
  });
  if (total !== BigInt(ALLOCATION_TOTAL_PERCENT * 100)) {
    problems.push({ path: 'non_field_errors', message: M.allocationTotal });
  }
  if (cash < toScaledInteger(cashMinimumPercent, HUNDREDTHS)) {
    problems.push({ path: 'non_field_errors', message: M.cashMinimum(cashMinimumPercent) });
  }
  return problems;
}

/**
 * What is saved: an option at 0 keeps no custom strategies (spec 2 §4 "dropped for options whose
 * target is 0"); the others keep theirs as given.
 */
export function withoutStrategiesAtZero<C extends AllocationCategoryInput>(categories: readonly C[]): C[] {
  return categories.map((category) => ({
    ...category,
    investment_options: category.investment_options.map((option) =>
      percentHundredths(option.target_percentage) === 0n ? { ...option, custom_strategies: [] } : option,
    ),
  }));
}
