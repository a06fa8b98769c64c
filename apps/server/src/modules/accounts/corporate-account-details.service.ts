import {
  AccountMessages,
  takesAcn,
  type CorporateAccountDetails,
  type CorporateAccountDetailsValues,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { CorporateAccountDetailsRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findMemberAccount, type MemberAccountRow } from './accounts.repository.js';
import { requireSigningAuthority } from './accounts.service.js';
import {
  findCorporateAccountDetails,
  insertCorporateAccountDetails,
  updateCorporateAccountDetails,
  type CorporateAccountDetailsValuesRow,
} from './corporate-account-details.repository.js';

/**
 * Company or corporate trustee details (spec 2 §2, §3, §5, §7): only for a company, or an SMSF or
 * trust whose trustee is a company (another account is a 400); another investor's account answers
 * 404, as a missing one; only someone with signing authority changes them (403). The contract's
 * schema has applied spec 2 §4's clearing and copied an address "same as the office" already.
 * Once saved, `corporate_account_details` leaves the account's unfilled parts.
 */
export class CorporateAccountDetailsService {
  constructor(private readonly db: Database) {}

  async get(userId: number, accountId: number): Promise<CorporateAccountDetails> {
    await this.corporateAccount(userId, accountId);
    const row = await findCorporateAccountDetails(this.db, accountId);
    if (!row) throw notFound(AccountMessages.corporateDetailsNotSaved);
    return toCorporateAccountDetails(row);
  }

  async create(
    userId: number,
    accountId: number,
    input: CorporateAccountDetailsValues,
  ): Promise<CorporateAccountDetails> {
    requireSigningAuthority(await this.corporateAccount(userId, accountId));
    if (await findCorporateAccountDetails(this.db, accountId)) {
      throw FieldValidationError.nonField(AccountMessages.corporateDetailsAlreadySaved);
    }
    return toCorporateAccountDetails(await insertCorporateAccountDetails(this.db, accountId, toRow(input)));
  }

  async update(
    userId: number,
    accountId: number,
    input: CorporateAccountDetailsValues,
  ): Promise<CorporateAccountDetails> {
    requireSigningAuthority(await this.corporateAccount(userId, accountId));
    const row = await updateCorporateAccountDetails(this.db, accountId, toRow(input));
    if (!row) throw notFound(AccountMessages.corporateDetailsNotSaved);
    return toCorporateAccountDetails(row);
  }

  /** The person's account, which must take an ACN: a company or a corporate trustee's fund or trust. */
  private async corporateAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    if (!takesAcn(found.account.accountType, found.account.trusteeType)) {
      throw FieldValidationError.nonField(AccountMessages.corporateDetailsOnlyForCorporate);
    }
    return found;
  }
}

function toRow(input: CorporateAccountDetailsValues): CorporateAccountDetailsValuesRow {
  return {
    isInvestingPrimaryActivity: input.is_investing_primary_activity,
    natureOfActivity: input.nature_of_activity,
    officeAddress: input.office_address,
    principalPlaceAddress: input.principal_place_address,
    principalPlaceSameAsOffice: input.principal_place_same_as_office,
    postalAddress: input.postal_address,
    postalSameAsOffice: input.postal_same_as_office,
  };
}

export function toCorporateAccountDetails(row: CorporateAccountDetailsRow): CorporateAccountDetails {
  return {
    account_id: row.accountId,
    is_investing_primary_activity: row.isInvestingPrimaryActivity,
    nature_of_activity: row.natureOfActivity,
    office_address: row.officeAddress,
    principal_place_address: row.principalPlaceAddress,
    principal_place_same_as_office: row.principalPlaceSameAsOffice,
    postal_address: row.postalAddress,
    postal_same_as_office: row.postalSameAsOffice,
  };
}
