import {
  centsToDecimalString,
  InvestmentPolicyMessages as M,
  IpsWizardStep,
  toCents,
  type IndustryRestrictionList,
  type industryRestrictionsUpdateSchema,
  type RestrictionType,
  type SecurityRestriction,
  type securityRestrictionsUpdateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { InvestmentPolicySecurityRestrictionRow } from '../../db/schema/index.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { restrictionTree } from './industry-tree.js';
import {
  industryRestrictionsOf,
  replaceIndustryRestrictions,
  replaceSecurityRestrictions,
  securityRestrictionsOf,
  updateInvestmentPolicy,
} from './investment-policies.repository.js';
import type { InvestmentPolicyReference } from './investment-policies.service.js';
import { InvestmentPolicyAccess } from './investment-policy-access.js';
import { requireReached } from './wizard-steps.js';

export type IndustryRestrictionsInput = z.output<typeof industryRestrictionsUpdateSchema>;
export type SecurityRestrictionsInput = z.output<typeof securityRestrictionsUpdateSchema>;

function toSecurityWire(row: InvestmentPolicySecurityRestrictionRow): SecurityRestriction {
  return {
    id: row.id,
    name: row.name,
    units: row.units === null ? null : row.units.toString(),
    cost_base: centsToDecimalString(row.costBaseCents),
    date: row.date,
    restriction_type: row.restrictionType,
  };
}

/**
 * The customisation step's restrictions (spec 2 §3 Industry and Security restriction, §4, §7
 * "Restrictions: GET and POST"): industries restricted on the classification's leaves, a group
 * showing the type its leaves share or 'Mixed'; securities by name. Each POST replaces the
 * statement's list of its kind, once the allocation is saved.
 */
export class InvestmentRestrictionsService {
  private readonly access: InvestmentPolicyAccess;

  constructor(
    private readonly db: Database,
    private readonly reference: InvestmentPolicyReference,
  ) {
    this.access = new InvestmentPolicyAccess(db);
  }

  async industries(userId: number, id: number): Promise<IndustryRestrictionList> {
    await this.access.readable(userId, id);
    return this.industryTree(id);
  }

  async saveIndustries(userId: number, id: number, input: IndustryRestrictionsInput): Promise<IndustryRestrictionList> {
    const { row } = await this.access.editable(userId, id);
    requireReached(row.wizardStep, IpsWizardStep.customisation);
    const nodes = new Map((await this.reference.industries()).results.map((n) => [n.id, n]));
    const problems: Record<string, string[]> = {};
    // A later entry for the same sub-industry replaces an earlier one, as a form's last choice does.
    const chosen = new Map<number, RestrictionType>();
    input.restrictions.forEach((entry, i) => {
      const node = nodes.get(entry.industry);
      if (!node) problems[`restrictions[${i}].industry`] = [M.unknownIndustry];
      else if (!node.is_leaf) problems[`restrictions[${i}].industry`] = [M.notLeaf];
      else chosen.set(entry.industry, entry.restriction_type);
    });
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);

    await this.db.transaction(async (tx) => {
      await replaceIndustryRestrictions(
        tx,
        id,
        [...chosen].map(([industryId, restrictionType]) => ({ industryId, restrictionType })),
      );
      await updateInvestmentPolicy(tx, id, { modifiedByUserId: userId, modifiedAt: new Date() });
    });
    return this.industryTree(id);
  }

  async securities(userId: number, id: number): Promise<{ results: SecurityRestriction[] }> {
    await this.access.readable(userId, id);
    return { results: (await securityRestrictionsOf(this.db, id)).map(toSecurityWire) };
  }

  async saveSecurities(
    userId: number,
    id: number,
    input: SecurityRestrictionsInput,
  ): Promise<{ results: SecurityRestriction[] }> {
    const { row } = await this.access.editable(userId, id);
    requireReached(row.wizardStep, IpsWizardStep.customisation);
    await this.db.transaction(async (tx) => {
      await replaceSecurityRestrictions(
        tx,
        id,
        input.restrictions.map((r, position) => ({
          name: r.name,
          units: r.units === null ? null : BigInt(r.units),
          costBaseCents: toCents(r.cost_base),
          date: r.date,
          restrictionType: r.restriction_type,
          position,
        })),
      );
      await updateInvestmentPolicy(tx, id, { modifiedByUserId: userId, modifiedAt: new Date() });
    });
    return { results: (await securityRestrictionsOf(this.db, id)).map(toSecurityWire) };
  }

  private async industryTree(id: number): Promise<IndustryRestrictionList> {
    const [nodes, rows] = await Promise.all([this.reference.industries(), industryRestrictionsOf(this.db, id)]);
    const restrictions = new Map(rows.map((r) => [r.industryId, r.restrictionType]));
    return { results: restrictionTree(nodes.results, restrictions) };
  }
}
