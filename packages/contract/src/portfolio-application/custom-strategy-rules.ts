import { toScaledInteger } from '../numbers/decimal.js';
import { ALLOCATION_TOTAL_PERCENT } from './portfolio-application.constants.js';
import { portfolioApplicationSpecMessages as M } from './portfolio-application.messages.js';

/**
 * A custom strategy's securities (spec 2 §5): with manager discretion each security has a target
 * percent above 0 (at most 18 digits) and the targets add up to exactly 100; without it each has
 * a whole number of units. Every security needs a name. Problems are named by field path.
 */

export const STRATEGY_NAME_MAX = 1000;
export const TARGET_PERCENT_MAX_DIGITS = 18;
export const UNITS_WHOLE_MESSAGE = 'Enter a whole number of units';
export const SECURITY_NAME_REQUIRED = 'Enter the security';
export const UNITS_REQUIRED = 'Enter the number of units';

export interface CustomStrategySecurityInput {
  name: string;
  target_percentage?: string | number | null;
  units?: string | number | null;
}

export interface CustomStrategyProblem {
  path: string;
  message: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

export function customStrategyProblems(strategy: {
  manager_discretion: boolean;
  securities: readonly CustomStrategySecurityInput[];
}): CustomStrategyProblem[] {
  const problems: CustomStrategyProblem[] = [];
  // Hundredths of a percent summed exactly; a target with more decimals than that still counts.
  let total = 0n;
  let scale = 2;
  for (const security of strategy.securities) {
    const decimals = text(security.target_percentage).split('.')[1]?.length ?? 0;
    scale = Math.max(scale, decimals);
  }
  strategy.securities.forEach((security, i) => {
    const at = `securities[${i}]`;
    if (text(security.name) === '') problems.push({ path: `${at}.name`, message: SECURITY_NAME_REQUIRED });
    if (strategy.manager_discretion) {
      const target = text(security.target_percentage);
      if (target === '') {
        problems.push({ path: `${at}.target_percentage`, message: M.targetPercentPositive });
        return;
      }
      const digits = target.replace('.', '').length;
      if (!DECIMAL.test(target) || digits > TARGET_PERCENT_MAX_DIGITS) {
        problems.push({ path: `${at}.target_percentage`, message: M.targetPercentPositive });
        return;
      }
      const scaled = toScaledInteger(target, scale);
      if (scaled <= 0n) problems.push({ path: `${at}.target_percentage`, message: M.targetPercentPositive });
      total += scaled;
    } else {
      const units = text(security.units);
      if (units === '') problems.push({ path: `${at}.units`, message: UNITS_REQUIRED });
      else if (!WHOLE.test(units) || BigInt(units) === 0n)
        problems.push({ path: `${at}.units`, message: UNITS_WHOLE_MESSAGE });
    }
  });
  if (strategy.manager_discretion && total !== BigInt(ALLOCATION_TOTAL_PERCENT) * 10n ** BigInt(scale)) {
    problems.push({ path: 'securities', message: M.allocationTotal });
  }
  return problems;
}
