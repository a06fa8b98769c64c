/**
 * Account setup forms (spec 2 §5, §9): field limits and how many people an account takes. Money
 * is in integer cents; field lengths count characters as typed.
 */

export const AccountSetupLimits = {
  bankAccountNumberMaxLength: 10,
  bankAccountNameMaxLength: 255,
  strategyNameMaxLength: 1000,
  sourceOfFundsOtherMaxLength: 100,
  settlorNameMaxLength: 30,
  natureOfActivityMaxLength: 30,
  /** Amount inputs, '$' and separators included. */
  amountInputMaxLength: 15,
  /** Digits of a custom strategy's target percentage. */
  targetPercentMaxDigits: 18,
  targetPercentDecimals: 2,
  feeDisplayMaxDecimals: 4,
} as const;

export const SECONDARY_USERS_MAX = 3;
export const BENEFICIAL_OWNERS_MIN = 1;
/** Role id the server gives a beneficial owner when none is chosen. */
export const DEFAULT_BENEFICIAL_OWNER_ROLE_ID = 9;
/** 'Do you hold beneficial ownership or control 25% or greater...' */
export const BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT = 25;
/** A trust whose settled sum reached this names its settlor. */
export const SETTLED_SUM_THRESHOLD_CENTS = 1_000_000;
