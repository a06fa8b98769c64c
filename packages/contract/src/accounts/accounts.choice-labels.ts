/**
 * Words the account screens need beside `accounts.labels.ts` (the server's own display words):
 * the order the account-details form offers the types in, the new-or-existing choice, the
 * officeholders an ACN lookup lists and the products an account's card names.
 */
import { ProductKey } from '../products/products.enums.js';
import { AccountFlowType, AccountType } from './accounts.enums.js';
import type { Officeholder } from './accounts.schemas.js';

/** The order the account-details form offers the types in (spec 2 §1). */
export const ACCOUNT_TYPE_CHOICES = [
  AccountType.individual,
  AccountType.joint,
  AccountType.company,
  AccountType.trust,
  AccountType.smsf,
] as const satisfies readonly AccountType[];

/** Spec 2 §2 Account details: 'The user chooses New or Existing account'. */
export const AccountFlowTypeLabel = {
  [AccountFlowType.new]: 'New account',
  [AccountFlowType.existing]: 'Existing account',
} as const satisfies Record<AccountFlowType, string>;

export const OfficeholderRoleLabel = {
  director: 'Director',
  secretary: 'Secretary',
} as const satisfies Record<Officeholder['role'], string>;

/** Products registered on an account (spec 2 §1 product codes), as its card lists them. */
export const AccountProductLabel = {
  [ProductKey.icf]: 'Loan notes',
  [ProductKey.ipm]: 'Private portfolio',
  [ProductKey.viv]: 'Investment view',
} as const satisfies Record<ProductKey, string>;

/** A product code in words; a code the screens do not know is shown as sent. */
export function accountProductLabel(code: string): string {
  return (AccountProductLabel as Record<string, string>)[code] ?? code;
}
