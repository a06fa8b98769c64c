import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RestrictionType } from '@portal/contract';
import { industryClassifications } from './industry-classifications.js';
import { investmentPolicies } from './investment-policies.js';

/**
 * A restricted sub-industry of a statement (spec 2 §3 Industry restriction): restrictions are
 * kept on the classification's leaves; a group's type is worked out from its leaves.
 */
export const investmentPolicyIndustryRestrictions = pgTable(
  'investment_policy_industry_restrictions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    investmentPolicyId: integer('investment_policy_id')
      .notNull()
      .references(() => investmentPolicies.id, { onDelete: 'cascade' }),
    // Restrict: a node the reference file drops stays (deactivated) while a statement names it.
    industryId: integer('industry_id')
      .notNull()
      .references(() => industryClassifications.id, { onDelete: 'restrict' }),
    restrictionType: text('restriction_type').$type<RestrictionType>().notNull(),
  },
  (t) => [
    uniqueIndex('investment_policy_industry_restrictions_policy_industry_unique').on(
      t.investmentPolicyId,
      t.industryId,
    ),
  ],
);

export type InvestmentPolicyIndustryRestrictionRow = typeof investmentPolicyIndustryRestrictions.$inferSelect;
