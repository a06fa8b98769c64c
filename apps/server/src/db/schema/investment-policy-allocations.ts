import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { assetAllocationOptions } from './asset-allocation-options.js';
import { investmentPolicies } from './investment-policies.js';

/**
 * A statement's strategic asset allocation (spec 2 §3): the target of each investment option, in
 * hundredths of a percent (12.50 % is 1250), so that the targets add up to exactly 10000. The
 * allocation step saves one row per option of the offer, zeros included; none before it is saved.
 */
export const investmentPolicyAllocations = pgTable(
  'investment_policy_allocations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    investmentPolicyId: integer('investment_policy_id')
      .notNull()
      .references(() => investmentPolicies.id, { onDelete: 'cascade' }),
    // Restrict: an option the reference file drops stays (deactivated) while a statement names it.
    optionId: integer('option_id')
      .notNull()
      .references(() => assetAllocationOptions.id, { onDelete: 'restrict' }),
    targetHundredths: integer('target_hundredths').notNull(),
  },
  (t) => [uniqueIndex('investment_policy_allocations_policy_option_unique').on(t.investmentPolicyId, t.optionId)],
);

export type InvestmentPolicyAllocationRow = typeof investmentPolicyAllocations.$inferSelect;
