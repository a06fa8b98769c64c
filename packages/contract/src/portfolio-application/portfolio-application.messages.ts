/** The portfolio application's allocation and restrictions (spec 2 §5, §8): this domain's part of `Messages`. */
export const portfolioApplicationSpecMessages = {
  restrictionGroupMixed: 'Mixed',
  sourceOfFundsOther: 'Other',
  allocationTotal: 'Total sum must equal 100%',
  targetPercentPositive: 'Target percent must be greater than 0',
  cashMinimum: (percent: number) => `At least ${percent}% of the portfolio value must be allocated to cash`,
} as const;

/** Ours: the portfolio application's own rules (spec 2 §5 states them without quoting messages). */
export const portfolioApplicationFormMessages = {
  chooseSourceOfFunds: 'Choose at least one source of funds',
  amountNotNegative: 'The amount cannot be negative',
  amountTwoDecimals: 'Enter an amount with at most 2 decimal places',
  amountFormat: 'Enter an amount in dollars and cents, like 250,000.00',
  amountAboveZero: 'Enter an amount greater than $0',
  amountMaxLength: (max: number) => `The amount cannot contain more than ${max} characters`,
  sourceOfFundsUnknown: 'Choose a source of funds from the list',
  accountingMethodUnknown: 'Choose an accounting method from the list',
  monthsWhole: 'Enter a whole number of months from 1 to 600',
  alreadyApplied: 'This account already has a portfolio application',
  primaryOnly: 'Only the primary user of this account can change its portfolio application.',
  notIpmAccount: 'This account does not have the private portfolio product',
} as const;
