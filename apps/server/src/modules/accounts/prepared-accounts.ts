import { AccountStatus, AccountTypeLabel, type AccountType, type TrusteeType } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { findAccount, findPrimaryMemberId, insertMember, selectMemberAccount } from './accounts.repository.js';

/** An account the provider holds for someone it invites, as the invitation shows it (spec 1 §3 activation_object). */
export interface PreparedAccount {
  account_id: number;
  type: AccountType;
  type_display: string;
  name: string;
  abn: string;
  acn: string;
  trustee: TrusteeType | null;
  trustee_name: string;
  /** Already active in the provider's records: taking it up is the fake-creation case (spec 2 §4). */
  isActive: boolean;
}

/**
 * An account the provider prepared (from its feed, or set up by staff) that nobody holds yet, so an
 * invitation can offer it: undefined when there is no such account or someone is already its
 * primary holder.
 */
export async function findPreparedAccount(db: Database, accountId: number): Promise<PreparedAccount | undefined> {
  const row = await findAccount(db, accountId);
  if (!row || (await findPrimaryMemberId(db, accountId)) !== undefined) return undefined;
  return {
    account_id: row.id,
    type: row.accountType,
    type_display: AccountTypeLabel[row.accountType],
    name: row.name,
    abn: row.abn ?? '',
    acn: row.acn ?? '',
    trustee: row.trusteeType,
    trustee_name: row.trusteeName ?? '',
    isActive: row.status === AccountStatus.active,
  };
}

/**
 * The invitee becomes the prepared account's primary holder and it becomes their selected account
 * (spec 2 §4: "the account is activated, selected and its details fetched"). False, and nothing
 * changed, when someone already holds it. Runs in the caller's transaction.
 */
export async function takeUpPreparedAccount(tx: Database, accountId: number, userId: number): Promise<boolean> {
  if ((await findPrimaryMemberId(tx, accountId)) !== undefined) return false;
  if (!(await findAccount(tx, accountId))) return false;
  await insertMember(tx, { accountId, userId, role: 'primary' });
  await selectMemberAccount(tx, userId, accountId);
  return true;
}
