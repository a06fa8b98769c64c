import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { RestrictionType } from '@portal/contract';
import { investmentPolicies } from './investment-policies.js';

/**
 * A security a statement restricts (spec 2 §3 Security restriction): its name, the units
 * concerned (null for every unit held), the cost base in integer cents and the purchase date.
 */
export const investmentPolicySecurityRestrictions = pgTable(
  'investment_policy_security_restrictions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    investmentPolicyId: integer('investment_policy_id')
      .notNull()
      .references(() => investmentPolicies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    units: bigint('units', { mode: 'bigint' }),
    costBaseCents: bigint('cost_base_cents', { mode: 'bigint' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    restrictionType: text('restriction_type').$type<RestrictionType>().notNull(),
    /** Order as the investor listed them. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('investment_policy_security_restrictions_policy_idx').on(t.investmentPolicyId)],
);

export type InvestmentPolicySecurityRestrictionRow = typeof investmentPolicySecurityRestrictions.$inferSelect;
