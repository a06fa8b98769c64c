import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { HoldingArrangement } from '@portal/contract';
import { assetAllocationOptions } from './asset-allocation-options.js';
import { investmentPolicies } from './investment-policies.js';

/**
 * One security of a custom strategy as saved: a target percent (decimal text) with manager
 * discretion, whole units (digit text) without it; the other is null. Checked by the contract's
 * `customStrategyProblems` before it is written.
 */
export interface CustomStrategySecurityValue {
  name: string;
  targetPercentage: string | null;
  units: string | null;
}

/**
 * A custom strategy of a statement's investment option (spec 2 §3 Custom strategy): saved with
 * the allocation, replaced whole by each save, dropped when the option's target is 0. Its
 * securities are a short list read and written with the strategy, so they live in it as jsonb.
 */
export const investmentPolicyCustomStrategies = pgTable(
  'investment_policy_custom_strategies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    investmentPolicyId: integer('investment_policy_id')
      .notNull()
      .references(() => investmentPolicies.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => assetAllocationOptions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    managerDiscretion: boolean('manager_discretion').notNull(),
    holdingArrangement: text('holding_arrangement').$type<HoldingArrangement>().notNull(),
    securities: jsonb('securities').$type<CustomStrategySecurityValue[]>().notNull(),
    /** Order within the option, as the investor listed them. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('investment_policy_custom_strategies_policy_idx').on(t.investmentPolicyId)],
);

export type InvestmentPolicyCustomStrategyRow = typeof investmentPolicyCustomStrategies.$inferSelect;
