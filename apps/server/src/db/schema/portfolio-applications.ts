import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FrankingCreditsEligibility, InvestmentPeriod } from '@portal/contract';
import { accounts } from './accounts.js';

/**
 * An account's private portfolio application (spec 2 §3 Portfolio application), one per account.
 * Amounts in integer cents, null unless their funding type is ticked; sources of funds are ids of
 * the reference data's sources (the 'Other' one with its text); the accounting method is a key.
 */
export const portfolioApplications = pgTable(
  'portfolio_applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isFundsTransfer: boolean('is_funds_transfer').notNull(),
    fundsTransferAmountCents: bigint('funds_transfer_amount_cents', { mode: 'bigint' }),
    isAssetTransfer: boolean('is_asset_transfer').notNull(),
    assetTransferAmountCents: bigint('asset_transfer_amount_cents', { mode: 'bigint' }),
    sourceOfFunds: integer('source_of_funds').array().notNull().default([]),
    /** Empty unless the 'Other' source is chosen. */
    sourceOfFundsOther: text('source_of_funds_other').notNull().default(''),
    isRequire14DaysInvesting: boolean('is_require_14_days_investing').notNull(),
    /** Null when the portfolio is to be invested within 14 days. */
    investmentPeriod: text('investment_period').$type<InvestmentPeriod>(),
    /** Only with the 'other' period. */
    investmentPeriodMonths: integer('investment_period_months'),
    accountingMethod: text('accounting_method').notNull().default('minimise_gain'),
    receiveFrankingCredits: text('receive_franking_credits').$type<FrankingCreditsEligibility>().notNull(),
    isExemptIncomeTax: boolean('is_exempt_income_tax').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portfolio_applications_account_unique').on(t.accountId)],
);

export type PortfolioApplicationRow = typeof portfolioApplications.$inferSelect;
