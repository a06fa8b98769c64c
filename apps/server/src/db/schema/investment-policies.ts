import { bigint, integer, pgTable, text, timestamp, boolean, index } from 'drizzle-orm/pg-core';
import type { IpsStatus, IpsWizardStep } from '@portal/contract';
import { accounts } from './accounts.js';
import { users } from './users.js';

/**
 * An account's investment policy statement (spec 2 §3 Investment policy, §4 wizard and statuses;
 * issue #20 item 4). A draft is built step by step by the wizard (`wizard_step` is the next step
 * to show, 'done' once gearing is answered); submitting the application sends it for signature
 * (awaiting_signature), signing for the portfolio manager's review, and review makes it active.
 * At most one is under way (not active) per account; the answers to the customisation and
 * gearing questions are null until given. Loan balances in integer cents.
 */
export const investmentPolicies = pgTable(
  'investment_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<IpsStatus>().notNull().default('draft'),
    wizardStep: text('wizard_step').$type<IpsWizardStep>().notNull().default('booklet'),
    hasRestrictions: boolean('has_restrictions'),
    hasIndustryRestrictions: boolean('has_industry_restrictions'),
    hasSecurityRestrictions: boolean('has_security_restrictions'),
    hasGearing: boolean('has_gearing'),
    targetLoanBalanceMinCents: bigint('target_loan_balance_min_cents', { mode: 'bigint' }),
    targetLoanBalanceMaxCents: bigint('target_loan_balance_max_cents', { mode: 'bigint' }),
    createdByUserId: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    modifiedByUserId: integer('modified_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who submitted it for signature, and when (the application's submission). */
    signRequestedByUserId: integer('sign_requested_by').references(() => users.id, { onDelete: 'set null' }),
    signRequestedAt: timestamp('sign_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a newer statement, signed and approved, replaced this active one (issue #21 item 5).
     * Kept, not deleted: what the portfolio was managed to at a time stays answerable.
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('investment_policies_account_idx').on(t.accountId)],
);

export type InvestmentPolicyRow = typeof investmentPolicies.$inferSelect;
