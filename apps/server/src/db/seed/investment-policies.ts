import { IpsStatus, IpsWizardStep } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accounts, assetAllocationOptions, investmentPolicies, investmentPolicyAllocations } from '../schema/index.js';

/** The balanced mix, in hundredths of a percent, by the example reference file's option names. */
const BALANCED: Record<string, number> = {
  Cash: 500,
  'Australian Equity Core': 4500,
  'Global Equity': 3000,
  'Australian Fixed Income': 2000,
};

/**
 * The demo investor's active individual account with the private portfolio has an active, signed
 * investment policy statement, so its page shows one and "Change the statement" can be tried
 * (issue #21 item 5). Idempotent: an account with any statement is left alone.
 */
export async function seedInvestmentPolicies(db: Database, investorId: number): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.externalCode, 'DEMO-IND-001')).limit(1);
  if (!account) return;
  const [existing] = await db
    .select({ id: investmentPolicies.id })
    .from(investmentPolicies)
    .where(eq(investmentPolicies.accountId, account.id))
    .limit(1);
  if (existing) return;
  const options = await db
    .select({ id: assetAllocationOptions.id, name: assetAllocationOptions.name })
    .from(assetAllocationOptions)
    .where(and(inArray(assetAllocationOptions.name, Object.keys(BALANCED)), eq(assetAllocationOptions.active, true)));
  // Reference data an operator replaced may not name these: then there is nothing to allocate to.
  if (options.length !== Object.keys(BALANCED).length) return;
  const signed = new Date('2025-01-20T00:00:00Z');
  await db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(investmentPolicies)
      .values({
        accountId: account.id,
        status: IpsStatus.active,
        wizardStep: IpsWizardStep.done,
        hasRestrictions: false,
        hasIndustryRestrictions: false,
        hasSecurityRestrictions: false,
        hasGearing: false,
        createdByUserId: investorId,
        modifiedByUserId: investorId,
        signRequestedByUserId: investorId,
        signRequestedAt: signed,
        createdAt: signed,
        modifiedAt: signed,
      })
      .returning();
    await tx.insert(investmentPolicyAllocations).values(
      options.map((o) => ({
        investmentPolicyId: statement!.id,
        optionId: o.id,
        targetHundredths: BALANCED[o.name]!,
      })),
    );
  });
}
