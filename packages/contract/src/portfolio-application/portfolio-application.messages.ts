/** The portfolio application's allocation and restrictions (spec 2 §5, §8): this domain's part of `Messages`. */
export const portfolioApplicationSpecMessages = {
  restrictionGroupMixed: 'Mixed',
  sourceOfFundsOther: 'Other',
  allocationTotal: 'Total sum must equal 100%',
  targetPercentPositive: 'Target percent must be greater than 0',
  cashMinimum: (percent: number) => `At least ${percent}% of the portfolio value must be allocated to cash`,
} as const;
