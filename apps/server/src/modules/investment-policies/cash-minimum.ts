import { CASH_CATEGORY_KEY, toScaledInteger, type AssetAllocationCategory } from '@portal/contract';

/**
 * The least share of an allocation that must go to cash, in hundredths of a percent: the sum of
 * the `min_value`s of the options of the category keyed `cash` (spec 2 §5, §9: 2.00 in the
 * reference example). The reference data is the one source of the figure.
 */
export function cashMinimumHundredths(categories: readonly AssetAllocationCategory[]): bigint {
  return categories
    .filter((c) => c.key === CASH_CATEGORY_KEY)
    .flatMap((c) => c.investment_options)
    .reduce((sum, option) => sum + toScaledInteger(option.min_value, 2), 0n);
}
