import {
  AccountMessages,
  AccountType,
  TrustTypeLabel,
  type TrustDetails,
  type TrustDetailsValues,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { TrustDetailsRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findMemberAccount, type MemberAccountRow } from './accounts.repository.js';
import { requireSigningAuthority } from './accounts.service.js';
import {
  findTrustDetails,
  insertTrustDetails,
  updateTrustDetails,
  type TrustDetailsValuesRow,
} from './trust-details.repository.js';

/**
 * A trust account's trust details (spec 2 §2, §3, §5, §7). Only for a trust (another type is a
 * 400); another investor's account answers 404, as a missing one; only someone with signing
 * authority changes them (403). The contract's schema has applied spec 2 §4's clearing already.
 * Once saved, `trust` leaves the account's unfilled parts.
 */
export class TrustDetailsService {
  constructor(private readonly db: Database) {}

  async get(userId: number, accountId: number): Promise<TrustDetails> {
    await this.trustAccount(userId, accountId);
    const row = await findTrustDetails(this.db, accountId);
    if (!row) throw notFound(AccountMessages.trustDetailsNotSaved);
    return toTrustDetails(row);
  }

  async create(userId: number, accountId: number, input: TrustDetailsValues): Promise<TrustDetails> {
    await this.trustAccount(userId, accountId, { change: true });
    if (await findTrustDetails(this.db, accountId)) {
      throw FieldValidationError.nonField(AccountMessages.trustDetailsAlreadySaved);
    }
    return toTrustDetails(await insertTrustDetails(this.db, accountId, toRow(input)));
  }

  async update(userId: number, accountId: number, input: TrustDetailsValues): Promise<TrustDetails> {
    await this.trustAccount(userId, accountId, { change: true });
    const row = await updateTrustDetails(this.db, accountId, toRow(input));
    if (!row) throw notFound(AccountMessages.trustDetailsNotSaved);
    return toTrustDetails(row);
  }

  /** The person's account, which must be a trust; for a change, who asks is judged first (403). */
  private async trustAccount(userId: number, accountId: number, { change = false } = {}): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    if (change) requireSigningAuthority(found);
    if (found.account.accountType !== AccountType.trust) {
      throw FieldValidationError.nonField(AccountMessages.trustDetailsOnlyForTrusts);
    }
    return found;
  }
}

function toRow(input: TrustDetailsValues): TrustDetailsValuesRow {
  return {
    trustType: input.type,
    state: input.state,
    isSettledSumOverThreshold: input.is_settled_sum_over_threshold,
    settlorName: input.settlor_name,
    isInvestingPrimaryActivity: input.is_investing_primary_activity,
    natureOfActivity: input.nature_of_activity,
  };
}

export function toTrustDetails(row: TrustDetailsRow): TrustDetails {
  return {
    account_id: row.accountId,
    type: row.trustType,
    type_display: TrustTypeLabel[row.trustType],
    state: row.state,
    is_settled_sum_over_threshold: row.isSettledSumOverThreshold,
    settlor_name: row.settlorName,
    is_investing_primary_activity: row.isInvestingPrimaryActivity,
    nature_of_activity: row.natureOfActivity,
  };
}
