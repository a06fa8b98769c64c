import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { IpsStatus } from '@portal/contract';
import type { Database } from '../../db/client.js';
import {
  assetAllocationCategories,
  assetAllocationOptions,
  investmentPolicies,
  investmentPolicyAllocations,
  investmentPolicyCustomStrategies,
  investmentPolicyIndustryRestrictions,
  investmentPolicySecurityRestrictions,
  users,
  type InvestmentPolicyAllocationRow,
  type InvestmentPolicyCustomStrategyRow,
  type InvestmentPolicyIndustryRestrictionRow,
  type InvestmentPolicyRow,
  type InvestmentPolicySecurityRestrictionRow,
} from '../../db/schema/index.js';

export type InvestmentPolicyChanges = Partial<typeof investmentPolicies.$inferInsert>;
export type AllocationValues = Pick<InvestmentPolicyAllocationRow, 'optionId' | 'targetHundredths'>;
export type CustomStrategyValues = Omit<InvestmentPolicyCustomStrategyRow, 'id' | 'investmentPolicyId'>;
export type IndustryRestrictionValues = Pick<InvestmentPolicyIndustryRestrictionRow, 'industryId' | 'restrictionType'>;
export type SecurityRestrictionValues = Omit<InvestmentPolicySecurityRestrictionRow, 'id' | 'investmentPolicyId'>;

// The statement

export async function findInvestmentPolicy(db: Database, id: number): Promise<InvestmentPolicyRow | undefined> {
  const [row] = await db.select().from(investmentPolicies).where(eq(investmentPolicies.id, id)).limit(1);
  return row;
}

/** The account's newest statement under way (not active), and its newest active one. */
export async function findAccountPolicies(
  db: Database,
  accountId: number,
): Promise<{ ongoing: InvestmentPolicyRow | null; active: InvestmentPolicyRow | null }> {
  const newest = (status: 'active' | 'not_active') =>
    db
      .select()
      .from(investmentPolicies)
      .where(
        and(
          eq(investmentPolicies.accountId, accountId),
          status === 'active'
            ? and(eq(investmentPolicies.status, IpsStatus.active), isNull(investmentPolicies.supersededAt))
            : ne(investmentPolicies.status, IpsStatus.active),
        ),
      )
      .orderBy(desc(investmentPolicies.id))
      .limit(1);
  const [[ongoing], [active]] = await Promise.all([newest('not_active'), newest('active')]);
  return { ongoing: ongoing ?? null, active: active ?? null };
}

export async function insertInvestmentPolicy(
  db: Database,
  values: typeof investmentPolicies.$inferInsert,
): Promise<InvestmentPolicyRow> {
  const [row] = await db.insert(investmentPolicies).values(values).returning();
  return row!;
}

export async function updateInvestmentPolicy(
  db: Database,
  id: number,
  changes: InvestmentPolicyChanges,
): Promise<InvestmentPolicyRow> {
  const [row] = await db.update(investmentPolicies).set(changes).where(eq(investmentPolicies.id, id)).returning();
  return row!;
}

export async function deleteInvestmentPolicy(db: Database, id: number): Promise<void> {
  await db.delete(investmentPolicies).where(eq(investmentPolicies.id, id));
}

/** A user's name as the statement shows who asked for signature. */
export async function userFullName(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

// The allocation and its custom strategies

export async function allocationsOf(db: Database, policyId: number): Promise<InvestmentPolicyAllocationRow[]> {
  return db
    .select()
    .from(investmentPolicyAllocations)
    .where(eq(investmentPolicyAllocations.investmentPolicyId, policyId));
}

/**
 * The options given more than 0, in the reference data's order (what the summary lists), each
 * named as the wizard showed it: its tailored label where it has one.
 */
export async function allocatedOptionsOf(
  db: Database,
  policyId: number,
): Promise<Array<{ name: string; targetHundredths: number }>> {
  return db
    .select({
      name: sql<string>`coalesce(${assetAllocationOptions.tailoredLabel}, ${assetAllocationOptions.name})`,
      targetHundredths: investmentPolicyAllocations.targetHundredths,
    })
    .from(investmentPolicyAllocations)
    .innerJoin(assetAllocationOptions, eq(assetAllocationOptions.id, investmentPolicyAllocations.optionId))
    .innerJoin(assetAllocationCategories, eq(assetAllocationCategories.id, assetAllocationOptions.categoryId))
    .where(
      and(
        eq(investmentPolicyAllocations.investmentPolicyId, policyId),
        gt(investmentPolicyAllocations.targetHundredths, 0),
      ),
    )
    .orderBy(asc(assetAllocationCategories.position), asc(assetAllocationOptions.position));
}

export async function customStrategiesOf(db: Database, policyId: number): Promise<InvestmentPolicyCustomStrategyRow[]> {
  return db
    .select()
    .from(investmentPolicyCustomStrategies)
    .where(eq(investmentPolicyCustomStrategies.investmentPolicyId, policyId))
    .orderBy(asc(investmentPolicyCustomStrategies.position), asc(investmentPolicyCustomStrategies.id));
}

/** The allocation and its strategies become exactly these (call inside a transaction). */
export async function replaceAllocation(
  db: Database,
  policyId: number,
  targets: readonly AllocationValues[],
  strategies: readonly CustomStrategyValues[],
): Promise<void> {
  await db
    .delete(investmentPolicyCustomStrategies)
    .where(eq(investmentPolicyCustomStrategies.investmentPolicyId, policyId));
  await db.delete(investmentPolicyAllocations).where(eq(investmentPolicyAllocations.investmentPolicyId, policyId));
  if (targets.length > 0)
    await db.insert(investmentPolicyAllocations).values(targets.map((t) => ({ ...t, investmentPolicyId: policyId })));
  if (strategies.length > 0)
    await db
      .insert(investmentPolicyCustomStrategies)
      .values(strategies.map((s) => ({ ...s, investmentPolicyId: policyId })));
}

// Restrictions

export async function industryRestrictionsOf(
  db: Database,
  policyId: number,
): Promise<InvestmentPolicyIndustryRestrictionRow[]> {
  return db
    .select()
    .from(investmentPolicyIndustryRestrictions)
    .where(eq(investmentPolicyIndustryRestrictions.investmentPolicyId, policyId));
}

export async function replaceIndustryRestrictions(
  db: Database,
  policyId: number,
  restrictions: readonly IndustryRestrictionValues[],
): Promise<void> {
  await db
    .delete(investmentPolicyIndustryRestrictions)
    .where(eq(investmentPolicyIndustryRestrictions.investmentPolicyId, policyId));
  if (restrictions.length > 0)
    await db
      .insert(investmentPolicyIndustryRestrictions)
      .values(restrictions.map((r) => ({ ...r, investmentPolicyId: policyId })));
}

export async function securityRestrictionsOf(
  db: Database,
  policyId: number,
): Promise<InvestmentPolicySecurityRestrictionRow[]> {
  return db
    .select()
    .from(investmentPolicySecurityRestrictions)
    .where(eq(investmentPolicySecurityRestrictions.investmentPolicyId, policyId))
    .orderBy(asc(investmentPolicySecurityRestrictions.position), asc(investmentPolicySecurityRestrictions.id));
}

export async function countSecurityRestrictions(db: Database, policyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(investmentPolicySecurityRestrictions)
    .where(eq(investmentPolicySecurityRestrictions.investmentPolicyId, policyId));
  return row?.n ?? 0;
}

export async function replaceSecurityRestrictions(
  db: Database,
  policyId: number,
  restrictions: readonly SecurityRestrictionValues[],
): Promise<void> {
  await db
    .delete(investmentPolicySecurityRestrictions)
    .where(eq(investmentPolicySecurityRestrictions.investmentPolicyId, policyId));
  if (restrictions.length > 0)
    await db
      .insert(investmentPolicySecurityRestrictions)
      .values(restrictions.map((r) => ({ ...r, investmentPolicyId: policyId })));
}

/** The answers of one statement copied onto another (call inside a transaction): a change starts from what is active. */
export async function copyInvestmentPolicyAnswers(db: Database, fromId: number, toId: number): Promise<void> {
  const [allocations, strategies, industries, securities] = await Promise.all([
    allocationsOf(db, fromId),
    customStrategiesOf(db, fromId),
    industryRestrictionsOf(db, fromId),
    securityRestrictionsOf(db, fromId),
  ]);
  await replaceAllocation(
    db,
    toId,
    allocations.map(({ optionId, targetHundredths }) => ({ optionId, targetHundredths })),
    strategies.map(({ id: _id, investmentPolicyId: _policy, ...values }) => values),
  );
  await replaceIndustryRestrictions(
    db,
    toId,
    industries.map(({ industryId, restrictionType }) => ({ industryId, restrictionType })),
  );
  await replaceSecurityRestrictions(
    db,
    toId,
    securities.map(({ id: _id, investmentPolicyId: _policy, ...values }) => values),
  );
}
