import {
  ipsEditRefusal,
  IpsRuleMessages,
  IpsStatus,
  portfolioApplicationFormMessages,
  ProductKey,
  InvestmentPolicyMessages,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { InvestmentPolicyRow } from '../../db/schema/index.js';
import { accountChangeRefused, FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findMemberAccount, type MemberAccountRow } from '../accounts/index.js';
import { findAccountPolicies, findInvestmentPolicy } from './investment-policies.repository.js';

/**
 * Who may do what to an account's investment policy statements (spec 2 §4, §6): anyone on the
 * account reads them; only its primary user writes (403 for another member), and only while the
 * statement's status allows (400 with the status rule's message); someone not on the account
 * gets the 404 of an id that does not exist.
 */
export class InvestmentPolicyAccess {
  constructor(private readonly db: Database) {}

  async member(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    return found;
  }

  /** The primary user of an account with the private portfolio (ipm; else 400 on `account`). */
  async primary(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await this.member(userId, accountId);
    if (found.role !== 'primary') throw accountChangeRefused(InvestmentPolicyMessages.onlyPrimary);
    if (!found.account.products.includes(ProductKey.ipm))
      throw FieldValidationError.field('account', portfolioApplicationFormMessages.notIpmAccount);
    return found;
  }

  /** A statement to read, with the asking person's place on its account. */
  async readable(userId: number, id: number): Promise<{ row: InvestmentPolicyRow; membership: MemberAccountRow }> {
    const row = await findInvestmentPolicy(this.db, id);
    if (!row) throw notFound();
    return { row, membership: await this.member(userId, row.accountId) };
  }

  /** A statement its primary user may change now: the status rules of ips-status-rules. */
  async editable(userId: number, id: number): Promise<{ row: InvestmentPolicyRow; membership: MemberAccountRow }> {
    const { row, membership } = await this.readable(userId, id);
    if (membership.role !== 'primary') throw accountChangeRefused(InvestmentPolicyMessages.onlyPrimary);
    const refusal = await this.editRefusal(row);
    if (refusal) throw FieldValidationError.nonField(refusal);
    // Its answers change only in a new statement that is signed and approved before it applies.
    if (row.status === IpsStatus.active) throw FieldValidationError.nonField(IpsRuleMessages.changeThroughNewStatement);
    return { row, membership };
  }

  /** Why the statement cannot be changed in its status, or null (an active one only while none is under way). */
  async editRefusal(row: InvestmentPolicyRow): Promise<string | null> {
    if (row.supersededAt) return IpsRuleMessages.superseded;
    const hasOngoing =
      row.status === IpsStatus.active && (await findAccountPolicies(this.db, row.accountId)).ongoing !== null;
    return ipsEditRefusal(row.status, { hasOngoing });
  }
}
