import {
  AccountTypeLabel,
  groupRestriction,
  IndustryLevel,
  leavesUnder,
  type HoldingArrangement,
  type RestrictionType,
} from '@portal/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  assetAllocationCategories,
  assetAllocationOptions,
  industryClassifications,
  investmentPolicies,
  investmentPolicyAllocations,
  investmentPolicyCustomStrategies,
  investmentPolicyIndustryRestrictions,
  investmentPolicySecurityRestrictions,
  personalDetails,
  users,
  type IndustryClassificationRow,
} from '../../db/schema/index.js';
import { personName } from './application-form.loader.js';
import type { IpsDocumentData } from './ips-document-data.js';

/** As the custom strategy dialog names them. */
const HOLDING_ARRANGEMENT_LABEL: Record<HoldingArrangement, string> = {
  custodial: 'Custodial',
  chess_sponsored: 'CHESS sponsored',
};

/**
 * The investment policy statement's data from the stored records (issue #21 item 1): plain
 * queries, read outside any transaction. Throws when the statement is missing. Reference rows the
 * operator has since deactivated are still read: the statement names what was chosen.
 */
export async function loadIpsDocumentData(db: Database, investmentPolicyId: number): Promise<IpsDocumentData> {
  const [found] = await db
    .select({ policy: investmentPolicies, account: accounts })
    .from(investmentPolicies)
    .innerJoin(accounts, eq(accounts.id, investmentPolicies.accountId))
    .where(eq(investmentPolicies.id, investmentPolicyId));
  if (!found) throw new Error(`No investment policy ${investmentPolicyId}`);
  const { policy, account } = found;
  const industryAnswered = policy.hasRestrictions === true && policy.hasIndustryRestrictions === true;
  const securityAnswered = policy.hasRestrictions === true && policy.hasSecurityRestrictions === true;

  const [requester, allocation, strategies, industries, securities] = await Promise.all([
    policy.signRequestedByUserId === null
      ? Promise.resolve([])
      : db
          .select({ user: users, personal: personalDetails })
          .from(users)
          .leftJoin(personalDetails, eq(personalDetails.userId, users.id))
          .where(eq(users.id, policy.signRequestedByUserId)),
    db
      .select({
        category: assetAllocationCategories.name,
        name: assetAllocationOptions.name,
        tailoredLabel: assetAllocationOptions.tailoredLabel,
        color: assetAllocationOptions.color,
        targetHundredths: investmentPolicyAllocations.targetHundredths,
      })
      .from(investmentPolicyAllocations)
      .innerJoin(assetAllocationOptions, eq(assetAllocationOptions.id, investmentPolicyAllocations.optionId))
      .innerJoin(assetAllocationCategories, eq(assetAllocationCategories.id, assetAllocationOptions.categoryId))
      .where(
        and(
          eq(investmentPolicyAllocations.investmentPolicyId, policy.id),
          gt(investmentPolicyAllocations.targetHundredths, 0),
        ),
      )
      .orderBy(
        asc(assetAllocationCategories.position),
        asc(assetAllocationCategories.id),
        asc(assetAllocationOptions.position),
        asc(assetAllocationOptions.id),
      ),
    db
      .select({
        strategy: investmentPolicyCustomStrategies,
        name: assetAllocationOptions.name,
        tailoredLabel: assetAllocationOptions.tailoredLabel,
      })
      .from(investmentPolicyCustomStrategies)
      .innerJoin(assetAllocationOptions, eq(assetAllocationOptions.id, investmentPolicyCustomStrategies.optionId))
      .where(eq(investmentPolicyCustomStrategies.investmentPolicyId, policy.id))
      .orderBy(
        asc(assetAllocationOptions.position),
        asc(investmentPolicyCustomStrategies.position),
        asc(investmentPolicyCustomStrategies.id),
      ),
    industryAnswered ? industryRestrictionsOf(db, policy.id) : Promise.resolve([]),
    securityAnswered
      ? db
          .select()
          .from(investmentPolicySecurityRestrictions)
          .where(eq(investmentPolicySecurityRestrictions.investmentPolicyId, policy.id))
          .orderBy(asc(investmentPolicySecurityRestrictions.position), asc(investmentPolicySecurityRestrictions.id))
      : Promise.resolve([]),
  ]);

  const requested = requester[0];
  return {
    statement: {
      id: policy.id,
      preparedAt: policy.signRequestedAt ?? policy.modifiedAt,
      requestedBy: requested ? personName(requested.user, requested.personal) : null,
    },
    account: { id: account.id, name: account.name, typeLabel: AccountTypeLabel[account.accountType] },
    allocation: allocation.map((a) => ({
      category: a.category,
      option: a.tailoredLabel || a.name,
      targetHundredths: a.targetHundredths,
      color: a.color,
    })),
    customStrategies: strategies.map(({ strategy, name, tailoredLabel }) => ({
      option: tailoredLabel || name,
      name: strategy.name,
      managerDiscretion: strategy.managerDiscretion,
      holdingArrangement: HOLDING_ARRANGEMENT_LABEL[strategy.holdingArrangement],
      securities: strategy.securities.map((s) => ({
        name: s.name,
        targetPercentage: s.targetPercentage,
        units: s.units,
      })),
    })),
    hasRestrictions: policy.hasRestrictions,
    industryRestrictions: industries,
    securityRestrictions: securities.map((s) => ({
      name: s.name,
      units: s.units,
      costBaseCents: s.costBaseCents,
      date: s.date,
      type: s.restrictionType,
    })),
    gearing: {
      hasGearing: policy.hasGearing,
      minLoanBalanceCents: policy.hasGearing ? policy.targetLoanBalanceMinCents : null,
      maxLoanBalanceCents: policy.hasGearing ? policy.targetLoanBalanceMaxCents : null,
    },
  };
}

/**
 * Each industry group (level 2) with a restricted sub-industry below it, in the classification's
 * order, with the type its sub-industries share ('mixed' as the wizard shows it) and the
 * restricted ones by name.
 */
async function industryRestrictionsOf(
  db: Database,
  policyId: number,
): Promise<IpsDocumentData['industryRestrictions']> {
  const [rows, restrictions] = await Promise.all([
    db.select().from(industryClassifications),
    db
      .select()
      .from(investmentPolicyIndustryRestrictions)
      .where(eq(investmentPolicyIndustryRestrictions.investmentPolicyId, policyId)),
  ]);
  if (restrictions.length === 0) return [];
  const nodes = treeOrder(rows);
  const byLeaf = new Map<number, RestrictionType>(restrictions.map((r) => [r.industryId, r.restrictionType]));
  const names = new Map(nodes.map((n) => [n.id, n.name]));
  const result: IpsDocumentData['industryRestrictions'] = [];
  for (const group of nodes.filter((n) => n.level === IndustryLevel.industry_group)) {
    const leaves = leavesUnder(nodes, group.id).filter((id) => byLeaf.has(id));
    if (leaves.length === 0) continue;
    const type = groupRestriction(nodes, byLeaf, group.id);
    if (type === null) continue;
    result.push({
      group: group.name,
      type,
      subIndustries: leaves.map((id) => ({ name: names.get(id) ?? String(id), type: byLeaf.get(id)! })),
    });
  }
  return result;
}

/** The classification depth first, siblings by their position: each node followed by those under it. */
function treeOrder(
  rows: readonly IndustryClassificationRow[],
): Array<IndustryClassificationRow & { parent: number | null }> {
  const ordered: Array<IndustryClassificationRow & { parent: number | null }> = [];
  const children = new Map<number | null, IndustryClassificationRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  const visit = (parent: number | null) => {
    const below = (children.get(parent) ?? []).sort((a, b) => a.position - b.position || a.id - b.id);
    for (const row of below) {
      ordered.push({ ...row, parent: row.parentId });
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}
