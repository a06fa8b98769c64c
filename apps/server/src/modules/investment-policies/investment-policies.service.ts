import {
  AccountStatus,
  amountToCents,
  InvestmentPolicyMessages as M,
  ipsDeleteRefusal,
  IpsStatus,
  IpsWizardStep,
  Messages,
  type InvestmentPolicies,
  type InvestmentPolicy,
  type investmentPolicyUpdateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { InvestmentPolicyRow } from '../../db/schema/index.js';
import { accountChangeRefused, FieldValidationError } from '../../plugins/app/http-errors.js';
import { findAccount, membersOf, recordInvestmentPolicyCompleted, type MemberAccountRow } from '../accounts/index.js';
import type { ProductReferenceService } from '../product-reference/index.js';
import { restrictedGroupNames } from './industry-tree.js';
import {
  allocatedOptionsOf,
  copyInvestmentPolicyAnswers,
  countSecurityRestrictions,
  deleteInvestmentPolicy,
  findAccountPolicies,
  findInvestmentPolicy,
  industryRestrictionsOf,
  insertInvestmentPolicy,
  replaceIndustryRestrictions,
  replaceSecurityRestrictions,
  updateInvestmentPolicy,
  userFullName,
  type InvestmentPolicyChanges,
} from './investment-policies.repository.js';
import { InvestmentPolicyAccess } from './investment-policy-access.js';
import { sendInvestmentPolicyForSignature } from './investment-policy-facts.js';
import { investmentPolicySentForSignature } from './investment-policy-sent.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { renderInvestmentPolicyBooklet } from './investment-policy-booklet.js';
import { toInvestmentPolicyWire } from './investment-policy.mapper.js';
import { furthest, requireReached } from './wizard-steps.js';
import { signChangeRequestFor, statementSignersFor } from '../signing/index.js';

export type InvestmentPolicyAnswers = z.output<typeof investmentPolicyUpdateSchema>;
export type InvestmentPolicyReference = Pick<ProductReferenceService, 'assetAllocationCategories' | 'industries'>;

const RESTRICTION_ANSWERS = ['has_restrictions', 'has_industry_restrictions', 'has_security_restrictions'] as const;
const GEARING_ANSWERS = ['has_gearing', 'target_loan_balance_min', 'target_loan_balance_max'] as const;

/**
 * An account's investment policy statements (spec 2 §3, §4, §5, §7; issue #20 item 4): one under
 * way at a time beside the active one; the wizard's answers saved in order (booklet read,
 * allocation, customisation, gearing), each later step only after the earlier ones; completing
 * it fills the account's `ongoing_ips` part (the accounts module's door, in the same transaction).
 */
export class InvestmentPoliciesService {
  private readonly access: InvestmentPolicyAccess;

  constructor(
    private readonly db: Database,
    private readonly reference: InvestmentPolicyReference,
    private readonly events: DomainEvents,
  ) {
    this.access = new InvestmentPolicyAccess(db);
  }

  async forAccount(userId: number, accountId: number): Promise<InvestmentPolicies> {
    const membership = await this.access.member(userId, accountId);
    const { ongoing, active } = await findAccountPolicies(this.db, accountId);
    return {
      ongoing_ips: ongoing ? await this.describe(ongoing, membership) : null,
      active_ips: active ? await this.describe(active, membership) : null,
    };
  }

  async get(userId: number, id: number): Promise<InvestmentPolicy> {
    const { row, membership } = await this.access.readable(userId, id);
    return this.describe(row, membership);
  }

  /** A new draft, at the booklet; refused while another statement is under way on the account. */
  async create(userId: number, accountId: number): Promise<InvestmentPolicy> {
    const membership = await this.access.primary(userId, accountId);
    const row = await this.db.transaction(async (tx) => {
      const { ongoing, active } = await findAccountPolicies(tx, accountId);
      if (ongoing) throw FieldValidationError.field('account', M.alreadyOngoing);
      if (!active) return insertInvestmentPolicy(tx, { accountId, createdByUserId: userId, modifiedByUserId: userId });
      // A change starts from what is active, past the booklet already read: each step is saved
      // again on the way through, so the statement sent is the one reviewed.
      const draft = await insertInvestmentPolicy(tx, {
        accountId,
        createdByUserId: userId,
        modifiedByUserId: userId,
        wizardStep: IpsWizardStep.asset_allocation,
        hasRestrictions: active.hasRestrictions,
        hasIndustryRestrictions: active.hasIndustryRestrictions,
        hasSecurityRestrictions: active.hasSecurityRestrictions,
        hasGearing: active.hasGearing,
        targetLoanBalanceMinCents: active.targetLoanBalanceMinCents,
        targetLoanBalanceMaxCents: active.targetLoanBalanceMaxCents,
      });
      await copyInvestmentPolicyAnswers(tx, active.id, draft.id);
      return draft;
    });
    return this.describe(row, membership);
  }

  /**
   * A changed statement on an active account goes for signature (issue #21 item 5): the finished
   * draft waits for its signers, and the signing of it follows the event (application-signing).
   * Before activation the statement goes with the application's submission instead.
   */
  async sendForSignature(userId: number, id: number): Promise<InvestmentPolicy> {
    const { row, membership } = await this.access.readable(userId, id);
    if (membership.role !== 'primary') throw accountChangeRefused(M.onlyPrimary);
    if (membership.account.status !== AccountStatus.active)
      throw FieldValidationError.nonField(M.sendNeedsActiveAccount);
    if (row.status !== IpsStatus.draft) throw FieldValidationError.nonField(M.sendOnlyDraft);
    if (row.wizardStep !== IpsWizardStep.done) throw FieldValidationError.nonField(M.notComplete);
    const now = new Date();
    const sent = await this.db.transaction(async (tx) => {
      if (!(await sendInvestmentPolicyForSignature(tx, id, userId, now))) return undefined;
      await investmentPolicySentForSignature(this.events, tx, { accountId: row.accountId, investmentPolicyId: id });
      return findInvestmentPolicy(tx, id);
    });
    // Another request sent it first.
    if (!sent) throw FieldValidationError.nonField(M.sendOnlyDraft);
    return this.describe(sent, membership);
  }

  /**
   * The wizard's answers (PATCH). `wizard_step: 'asset_allocation'` records the booklet as read;
   * the restriction answers save the customisation step (moving the wizard to gearing), the
   * gearing answers save the last step (moving it to done).
   */
  async update(userId: number, id: number, answers: InvestmentPolicyAnswers): Promise<InvestmentPolicy> {
    const { row, membership } = await this.access.editable(userId, id);
    let step = row.wizardStep;
    const changes: InvestmentPolicyChanges = {};

    if (answers.wizard_step === IpsWizardStep.asset_allocation) step = furthest(step, IpsWizardStep.asset_allocation);

    let dropIndustries = false;
    let dropSecurities = false;
    if (RESTRICTION_ANSWERS.some((field) => answers[field] !== undefined)) {
      requireReached(step, IpsWizardStep.customisation);
      const customisation = await this.checkedCustomisation(row, answers);
      Object.assign(changes, customisation);
      dropIndustries = !customisation.hasIndustryRestrictions;
      dropSecurities = !customisation.hasSecurityRestrictions;
      step = furthest(step, IpsWizardStep.gearing);
    }

    if (GEARING_ANSWERS.some((field) => answers[field] !== undefined)) {
      requireReached(step, IpsWizardStep.gearing);
      if (typeof answers.has_gearing !== 'boolean')
        throw FieldValidationError.field('has_gearing', Messages.fieldRequired);
      // The contract's schema has checked both amounts (present, valid, min not above max) when true.
      changes.hasGearing = answers.has_gearing;
      changes.targetLoanBalanceMinCents = answers.has_gearing ? amountToCents(answers.target_loan_balance_min!) : null;
      changes.targetLoanBalanceMaxCents = answers.has_gearing ? amountToCents(answers.target_loan_balance_max!) : null;
      step = IpsWizardStep.done;
    }

    // Naming a later step moves nothing: those steps move on by saving their answers, which may
    // come in the same request (the screens send a step's answers with the step they go on to).
    if (answers.wizard_step !== undefined) requireReached(step, answers.wizard_step);

    const now = new Date();
    const saved = await this.db.transaction(async (tx) => {
      // What is answered No is not kept: the statement signed is the one shown.
      if (dropIndustries) await replaceIndustryRestrictions(tx, id, []);
      if (dropSecurities) await replaceSecurityRestrictions(tx, id, []);
      const updated = await updateInvestmentPolicy(tx, id, {
        ...changes,
        wizardStep: step,
        modifiedByUserId: userId,
        modifiedAt: now,
      });
      if (step === IpsWizardStep.done) await recordInvestmentPolicyCompleted(tx, row.accountId, now);
      return updated;
    });
    return this.describe(saved, membership);
  }

  /** Only a draft, and only while an active statement remains (spec 2 §4); 400 with the reason. */
  async remove(userId: number, id: number): Promise<void> {
    const { row, membership } = await this.access.readable(userId, id);
    if (membership.role !== 'primary') throw accountChangeRefused(M.onlyPrimary);
    const { active } = await findAccountPolicies(this.db, row.accountId);
    const refusal = ipsDeleteRefusal(row.status, { hasActive: active !== null && active.id !== row.id });
    if (refusal) throw FieldValidationError.nonField(refusal);
    await deleteInvestmentPolicy(this.db, id);
  }

  /** The booklet the wizard's first step shows, drawn from the reference data's options. */
  async booklet(userId: number, accountId: number): Promise<Buffer> {
    await this.access.member(userId, accountId);
    const categories = (await this.reference.assetAllocationCategories()).results;
    return renderInvestmentPolicyBooklet(categories);
  }

  /** The customisation answers, each required as the step asks, with a saved restriction for each Yes. */
  private async checkedCustomisation(
    row: InvestmentPolicyRow,
    answers: InvestmentPolicyAnswers,
  ): Promise<
    Required<Pick<InvestmentPolicyChanges, 'hasRestrictions' | 'hasIndustryRestrictions' | 'hasSecurityRestrictions'>>
  > {
    const problems: Record<string, string[]> = {};
    if (typeof answers.has_restrictions !== 'boolean') problems.has_restrictions = [Messages.fieldRequired];
    else if (answers.has_restrictions) {
      if (typeof answers.has_industry_restrictions !== 'boolean')
        problems.has_industry_restrictions = [Messages.fieldRequired];
      else if (answers.has_industry_restrictions && (await industryRestrictionsOf(this.db, row.id)).length === 0)
        problems.has_industry_restrictions = [M.industryRestrictionsMissing];
      if (typeof answers.has_security_restrictions !== 'boolean')
        problems.has_security_restrictions = [Messages.fieldRequired];
      else if (answers.has_security_restrictions && (await countSecurityRestrictions(this.db, row.id)) === 0)
        problems.has_security_restrictions = [M.securityRestrictionsMissing];
    }
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
    const yes = answers.has_restrictions === true;
    return {
      hasRestrictions: yes,
      hasIndustryRestrictions: yes && answers.has_industry_restrictions === true,
      hasSecurityRestrictions: yes && answers.has_security_restrictions === true,
    };
  }

  /** The statement as its wire shows it to the asking person. */
  private async describe(row: InvestmentPolicyRow, membership: MemberAccountRow): Promise<InvestmentPolicy> {
    const [allocated, industryRows, securityCount, members, requester, industries, changeRequest, account, signers] =
      await Promise.all([
        allocatedOptionsOf(this.db, row.id),
        industryRestrictionsOf(this.db, row.id),
        countSecurityRestrictions(this.db, row.id),
        membersOf(this.db, [row.accountId]),
        row.signRequestedByUserId === null ? Promise.resolve(null) : userFullName(this.db, row.signRequestedByUserId),
        this.reference.industries(),
        row.status === IpsStatus.awaiting_signature
          ? signChangeRequestFor(this.db, row, membership.userId)
          : Promise.resolve(null),
        findAccount(this.db, row.accountId),
        row.status === IpsStatus.draft ? Promise.resolve(null) : statementSignersFor(this.db, row),
      ]);
    const editRefusal = membership.role === 'primary' ? await this.access.editRefusal(row) : M.onlyPrimary;
    return toInvestmentPolicyWire(row, {
      allocated,
      restrictedIndustryGroups: restrictedGroupNames(
        industries.results,
        industryRows.map((r) => r.industryId),
      ),
      securityRestrictionCount: securityCount,
      members,
      signers,
      signRequesterName: requester,
      signChangeRequest: changeRequest,
      editRefusal,
      canSendForSignature:
        membership.role === 'primary' &&
        row.status === IpsStatus.draft &&
        row.wizardStep === IpsWizardStep.done &&
        account?.status === AccountStatus.active,
    });
  }
}
