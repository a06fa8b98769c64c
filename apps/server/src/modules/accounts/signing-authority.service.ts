import {
  AccountMessages,
  AdvancedSigningOption,
  SigningAuthorityOption,
  SigningAuthorityOptionLabel,
  type SigningAuthority,
  type SigningAuthorityValues,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { SigningAuthorityRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findMemberAccount, membersOf, type MemberAccountRow } from './accounts.repository.js';
import { requireSigningAuthority } from './accounts.service.js';
import {
  findSigningAuthority,
  insertSigningAuthority,
  updateSigningAuthority,
  type SigningAuthorityValuesRow,
} from './signing-authority.repository.js';

/**
 * Who can give instructions on an account (spec 2 §2, §3, §4, §5, §7): read by anyone on it,
 * created (POST) and then changed (PATCH) only by someone holding signing authority (403);
 * another investor's account answers 404, as a missing one. The contract's schema has applied
 * spec 2 §4's option change; here the choice is checked against the account's real people: at
 * most as many signatures as people (400 on min_number_of_signatories), and only people on this
 * account selected (400 on selected_signatories). 'All applicants' stores the people's count.
 * Once saved, `signing_authority` leaves the account's unfilled parts, and the choice decides
 * who holds signing authority from then on (holds-signing-authority.ts).
 */
export class SigningAuthorityService {
  constructor(private readonly db: Database) {}

  async get(userId: number, accountId: number): Promise<SigningAuthority> {
    await this.memberAccount(userId, accountId);
    const row = await findSigningAuthority(this.db, accountId);
    if (!row) throw notFound(AccountMessages.signingAuthorityNotSaved);
    return toSigningAuthority(row, await this.memberIds(accountId));
  }

  async create(userId: number, accountId: number, input: SigningAuthorityValues): Promise<SigningAuthority> {
    requireSigningAuthority(await this.memberAccount(userId, accountId));
    if (await findSigningAuthority(this.db, accountId)) {
      throw FieldValidationError.nonField(AccountMessages.signingAuthorityAlreadySaved);
    }
    const memberIds = await this.memberIds(accountId);
    const row = await insertSigningAuthority(this.db, accountId, checkedRow(input, memberIds));
    return toSigningAuthority(row, memberIds);
  }

  async update(userId: number, accountId: number, input: SigningAuthorityValues): Promise<SigningAuthority> {
    requireSigningAuthority(await this.memberAccount(userId, accountId));
    if (!(await findSigningAuthority(this.db, accountId))) throw notFound(AccountMessages.signingAuthorityNotSaved);
    const memberIds = await this.memberIds(accountId);
    const row = await updateSigningAuthority(this.db, accountId, checkedRow(input, memberIds));
    if (!row) throw notFound(AccountMessages.signingAuthorityNotSaved);
    return toSigningAuthority(row, memberIds);
  }

  private async memberAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    return found;
  }

  private async memberIds(accountId: number): Promise<number[]> {
    return (await membersOf(this.db, [accountId])).map((m) => m.userId);
  }
}

/** The values to store, once checked against the people on the account (400 or 404 otherwise). */
function checkedRow(input: SigningAuthorityValues, memberIds: readonly number[]): SigningAuthorityValuesRow {
  const count = memberIds.length;
  const min = input.min_number_of_signatories;
  if (input.advanced_settings_option === AdvancedSigningOption.minimum_signatures && min !== null && min > count) {
    throw FieldValidationError.field('min_number_of_signatories', AccountMessages.tooManySignatures(count));
  }
  // Someone not on this account (another investor's person, or nobody): a 404 as for any id of
  // theirs, so the answer says nothing of who exists; nothing is stored.
  if (input.selected_signatories.some((id) => !memberIds.includes(id))) throw notFound();
  return {
    option: input.signing_authority_option,
    advancedOption: input.advanced_settings_option,
    minNumberOfSignatories: input.signing_authority_option === SigningAuthorityOption.all ? count : min,
    selectedSignatories: input.selected_signatories,
  };
}

/** The wire shape; only people still on the account are listed as selected. */
export function toSigningAuthority(row: SigningAuthorityRow, memberIds: readonly number[]): SigningAuthority {
  return {
    account_id: row.accountId,
    signing_authority_option: row.option,
    signing_authority_option_display: SigningAuthorityOptionLabel[row.option],
    advanced_settings_option: row.advancedOption,
    min_number_of_signatories: row.minNumberOfSignatories,
    selected_signatories: row.selectedSignatories.filter((id) => memberIds.includes(id)),
  };
}
