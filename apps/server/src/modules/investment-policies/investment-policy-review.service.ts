import {
  AccountStatus,
  InvestmentPolicyMessages as M,
  IpsStatus,
  type OperatorInvestmentPoliciesQuery,
  type OperatorInvestmentPolicy,
} from '@portal/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, investmentPolicies, type InvestmentPolicyRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findAccount, membersOf } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { allocatedOptionsOf, findAccountPolicies, findInvestmentPolicy } from './investment-policies.repository.js';
import { makeInvestmentPolicyActive, returnInvestmentPolicyToDraft } from './investment-policy-facts.js';
import { percentText } from './investment-policy.mapper.js';

/** Where the members read their statements. */
const statementPath = (accountId: number) => `/accounts/${accountId}/forms/ips-ima`;

/**
 * The portfolio manager's review of a signed statement (issue #21 item 5, spec 2 §4 IPS
 * statuses), through the operator API until the back office has screens. A statement changed
 * after activation becomes the active one only here, once signed; the first statement of an
 * account becomes active with the account's activation instead. The members are told either way.
 */
export class InvestmentPolicyReviewService {
  constructor(
    private readonly db: Database,
    private readonly notifications: Pick<NotificationsService, 'notify'>,
  ) {}

  async list(query: OperatorInvestmentPoliciesQuery): Promise<OperatorInvestmentPolicy[]> {
    const rows = await this.db
      .select({ policy: investmentPolicies })
      .from(investmentPolicies)
      .where(
        query.status === IpsStatus.active
          ? and(eq(investmentPolicies.status, IpsStatus.active), isNull(investmentPolicies.supersededAt))
          : eq(investmentPolicies.status, query.status),
      )
      .orderBy(desc(investmentPolicies.modifiedAt), desc(investmentPolicies.id))
      .limit(query.limit);
    return Promise.all(rows.map((r) => this.describe(r.policy)));
  }

  async show(id: number): Promise<OperatorInvestmentPolicy> {
    return this.describe(await this.found(id));
  }

  /** Signed and approved: it replaces the active statement at once (one outcome when two approve). */
  async approve(id: number): Promise<OperatorInvestmentPolicy> {
    const row = await this.inReview(id);
    const account = await findAccount(this.db, row.accountId);
    if (account?.status !== AccountStatus.active) throw FieldValidationError.nonField(M.reviewNeedsActiveAccount);
    const now = new Date();
    const approved = await this.db.transaction((tx) => makeInvestmentPolicyActive(tx, id, now));
    if (!approved) throw FieldValidationError.nonField(M.reviewOnlyInReview);
    await this.tell(row.accountId, account.tenantId, {
      title: `Your investment policy statement is now active: ${account.name}`,
      description: 'The portfolio manager approved the signed statement. Your portfolio is now managed to it.',
    });
    return this.show(id);
  }

  /** Declined with a reason the members read: back to draft, for the primary user to change and send again. */
  async decline(id: number, reason: string): Promise<OperatorInvestmentPolicy> {
    const row = await this.inReview(id);
    const account = await findAccount(this.db, row.accountId);
    if (account?.status !== AccountStatus.active) throw FieldValidationError.nonField(M.reviewNeedsActiveAccount);
    const moved = await this.db.transaction((tx) =>
      returnInvestmentPolicyToDraft(tx, id, IpsStatus.portfolio_manager_review, new Date()),
    );
    if (!moved) throw FieldValidationError.nonField(M.reviewOnlyInReview);
    await this.tell(row.accountId, account.tenantId, {
      title: `Your investment policy statement was not approved: ${account.name}`,
      description: `The portfolio manager's reason: ${reason} The statement is a draft again: change it and send it for signature.`,
    });
    return this.show(id);
  }

  private async tell(
    accountId: number,
    tenantId: number | null,
    notice: { title: string; description: string },
  ): Promise<void> {
    for (const member of await membersOf(this.db, [accountId])) {
      await this.notifications.notify(member.userId, { ...notice, redirectUrl: statementPath(accountId), tenantId });
    }
  }

  private async found(id: number): Promise<InvestmentPolicyRow> {
    const row = await findInvestmentPolicy(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async inReview(id: number): Promise<InvestmentPolicyRow> {
    const row = await this.found(id);
    if (row.status !== IpsStatus.portfolio_manager_review) throw FieldValidationError.nonField(M.reviewOnlyInReview);
    return row;
  }

  private async describe(row: InvestmentPolicyRow): Promise<OperatorInvestmentPolicy> {
    const [[account], allocated, { active }] = await Promise.all([
      this.db
        .select({ name: accounts.name, status: accounts.status })
        .from(accounts)
        .where(eq(accounts.id, row.accountId)),
      allocatedOptionsOf(this.db, row.id),
      findAccountPolicies(this.db, row.accountId),
    ]);
    return {
      id: row.id,
      account: row.accountId,
      account_name: account?.name ?? '',
      account_active: account?.status === AccountStatus.active,
      status: row.status,
      wizard_step: row.wizardStep,
      allocation: allocated.map((a) => `${a.name} ${percentText(a.targetHundredths)}%`).join(', '),
      has_restrictions: row.hasRestrictions,
      has_gearing: row.hasGearing,
      replaces: row.status !== IpsStatus.active && active && active.id !== row.id ? active.id : null,
      sign_requested_date: row.signRequestedAt?.toISOString() ?? null,
      modified: row.modifiedAt.toISOString(),
    };
  }
}
