import {
  AccountMessages,
  CorporateTaxCategoryLabel,
  Messages,
  maskTfn,
  takesAcn,
  type CorporateTax,
  type CorporateTaxValues,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { CorporateTaxRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { isCountryCode } from '../lookups/index.js';
import { findMemberAccount, type MemberAccountRow } from './accounts.repository.js';
import { requireSigningAuthority } from './accounts.service.js';
import {
  findCorporateTax,
  insertCorporateTax,
  updateCorporateTax,
  type CorporateTaxValuesRow,
} from './corporate-tax.repository.js';

/**
 * A corporate account's tax details (spec 2 §2, §3, §5, §7): only for a company, or an SMSF or
 * trust with a corporate trustee (another account is a 400); another investor's account answers
 * 404, as a missing one; only someone with signing authority changes them (403), and `can_edit`
 * says whether the reader may. The stored TFN travels back masked. Once saved, `corporate_tax`
 * leaves the account's unfilled parts.
 */
export class CorporateTaxService {
  constructor(private readonly db: Database) {}

  async get(userId: number, accountId: number): Promise<CorporateTax> {
    const found = await this.corporateAccount(userId, accountId);
    const row = await findCorporateTax(this.db, accountId);
    if (!row) throw notFound(AccountMessages.corporateTaxNotSaved);
    return toCorporateTax(row, canEdit(found));
  }

  async create(userId: number, accountId: number, input: CorporateTaxValues): Promise<CorporateTax> {
    requireSigningAuthority(await this.corporateAccount(userId, accountId));
    checkCountry(input);
    if (await findCorporateTax(this.db, accountId)) {
      throw FieldValidationError.nonField(AccountMessages.corporateTaxAlreadySaved);
    }
    return toCorporateTax(await insertCorporateTax(this.db, accountId, toRow(input)), true);
  }

  async update(userId: number, accountId: number, input: CorporateTaxValues): Promise<CorporateTax> {
    requireSigningAuthority(await this.corporateAccount(userId, accountId));
    checkCountry(input);
    const row = await updateCorporateTax(this.db, accountId, toRow(input));
    if (!row) throw notFound(AccountMessages.corporateTaxNotSaved);
    return toCorporateTax(row, true);
  }

  /** The person's account, which must take corporate tax details. */
  private async corporateAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    if (!takesAcn(found.account.accountType, found.account.trusteeType)) {
      throw FieldValidationError.nonField(AccountMessages.corporateTaxOnlyForCorporate);
    }
    return found;
  }
}

/** A well-formed code the countries lookup does not list is refused on its field. */
function checkCountry(input: CorporateTaxValues): void {
  if (input.is_foreign_entity && !isCountryCode(input.country)) {
    throw FieldValidationError.field('country', Messages.chooseCountry);
  }
}

/** Whether the person may change the account's tax details: the same check the changes make. */
function canEdit(found: MemberAccountRow): boolean {
  try {
    requireSigningAuthority(found);
    return true;
  } catch {
    return false;
  }
}

function toRow(input: CorporateTaxValues): CorporateTaxValuesRow {
  return {
    hasNotTfn: input.has_not_tfn,
    tfn: input.tfn,
    abn: input.abn,
    isForeignEntity: input.is_foreign_entity,
    tin: input.tin,
    country: input.country,
    category: input.category,
  };
}

export function toCorporateTax(row: CorporateTaxRow, canEditIt: boolean): CorporateTax {
  return {
    account_id: row.accountId,
    has_not_tfn: row.hasNotTfn,
    tfn_masked: maskTfn(row.tfn),
    abn: row.abn,
    is_foreign_entity: row.isForeignEntity,
    tin: row.tin,
    country: row.country,
    category: row.category,
    category_display: CorporateTaxCategoryLabel[row.category],
    can_edit: canEditIt,
  };
}
