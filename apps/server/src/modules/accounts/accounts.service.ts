import {
  AccountStatus,
  AccountMessages,
  AccountType,
  Messages,
  TrusteeType,
  UnfilledAccountFieldLabel,
  takesAcn,
  takesTrustee,
  type AbnLookupResult,
  type Account,
  type AccountCreate,
  type AccountUpdate,
  type ActivationSteps,
  type AccountRegistrationStep,
  type RegistrationSteps,
  registrationSteps,
  type CorporateInfo,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { accountSelected } from './account-selected.js';
import type { AccountRow, UserRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { AbnRecord, AcnRecord } from '../../platform/registers/business-register.js';
import { FieldValidationError, notFound, accountChangeRefused } from '../../plugins/app/http-errors.js';
import { findPersonalDetail } from '../identity/index.js';
import { accountCreated } from './account-created.js';
import { toAccount } from './account.mapper.js';
import { describeAccount, describeAccounts } from './account-views.js';
import {
  findMemberAccount,
  insertAccount,
  insertMember,
  listMemberAccounts,
  selectMemberAccount,
  updateAccount,
  type MemberAccountRow,
} from './accounts.repository.js';
import { toAbnLookupResult, toCorporateInfo, type BusinessLookups } from './business-lookups.js';
import { holdsSigningAuthority } from './holds-signing-authority.js';
import { hasApplicationSubmission, hasSignedApplication } from './application-submission-facts.js';
import { hasLoanNoteApplication } from './loan-note-facts.repository.js';
import { activationSteps, statusAfterActivate } from './unfilled-fields.js';

/** The ABR's entity type code of a self-managed superannuation fund. */
const SMSF_ENTITY_TYPE = 'SMF';

/** Who asks: the person whose accounts these are, and the session whose ACN answers are kept. */
export interface Asker {
  user: UserRow;
  sessionId: number;
}

/**
 * An investor's investment accounts (spec 2 §2-§7): their list, one account, setting up a new one
 * (the account-details step, checked against the business registers), its name and skips,
 * selecting it and asking for its activation. Only people on an account see it: another
 * investor's id answers 404, as a missing one. Register calls happen before any transaction.
 */
export class AccountsService {
  constructor(
    private readonly db: Database,
    private readonly lookups: BusinessLookups,
    private readonly events: DomainEvents,
  ) {}

  async page(userId: number, page: number, size: number): Promise<{ count: number; results: Account[] }> {
    const { count, rows } = await listMemberAccounts(this.db, userId, size, (page - 1) * size);
    const described = await describeAccounts(
      this.db,
      rows.map((r) => r.account),
    );
    return {
      count,
      results: rows.map((r) => {
        const d = described.get(r.account.id)!;
        return toAccount(r.account, r, d.people, d.unfilled, d.required, d.accountPeople);
      }),
    };
  }

  async get(userId: number, accountId: number): Promise<Account> {
    return this.view(await this.memberAccount(userId, accountId));
  }

  /**
   * A new account from the account-details form (spec 2 §5), the person as its primary member,
   * status pending. An individual account's name left empty is the person's (the form prefills
   * individual and joint names; the contract requires the joint one typed); an SMSF is named as
   * the register names its ABN (a cancelled, unknown or non-SMSF ABN is refused on `abn`); a
   * company's or corporate trustee's ACN must be one the register holds (else 400 on `acn`), and
   * its answer (officeholders included) is kept as acn_lookup_data. Nothing is saved unless
   * every check passes. A registration invitation waiting for its account hears of it
   * (`accounts.account-created`) in the same transaction.
   */
  async create(asker: Asker, input: AccountCreate): Promise<Account> {
    const type = input.type;
    const trustee = takesTrustee(type) ? input.trustee : null;
    const abnAnswer = type === AccountType.smsf ? await this.lookups.abn(input.abn) : null;
    const acnAnswer = takesAcn(type, trustee) ? await this.lookups.acn(asker.sessionId, input.acn) : null;

    const problems: Record<string, string[]> = {};
    const abnRecord = abnAnswer ? checkFundAbn(abnAnswer.record, problems) : null;
    const acnRecord = acnAnswer ? checkCompanyAcn(acnAnswer.record, problems) : null;
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);

    // The schema requires a typed name for joint, company and trust; an individual's left empty is the person's.
    const name = type === AccountType.smsf ? abnRecord!.entityName : input.name || (await this.fullName(asker.user));
    const values = {
      name,
      accountType: type,
      status: AccountStatus.pending,
      tenantId: asker.user.tenantId,
      abn: abnRecord?.abn ?? (type === AccountType.company ? (acnRecord?.abn ?? null) : null),
      acn: acnRecord?.acn ?? null,
      trusteeType: trustee,
      trusteeName: trustee === TrusteeType.corporate ? input.trustee_name : null,
      acnLookupData: acnRecord ? toCorporateInfo(acnRecord) : null,
      createdByUserId: asker.user.id,
    } satisfies Partial<AccountRow>;

    const row = await this.db.transaction(async (tx) => {
      const account = await insertAccount(tx, values);
      await insertMember(tx, { accountId: account.id, userId: asker.user.id, role: 'primary' });
      if (abnAnswer) await this.lookups.keepAbn(tx, abnAnswer);
      if (acnAnswer) await this.lookups.keepAcn(tx, asker.sessionId, acnAnswer);
      await accountCreated(this.events, tx, { accountId: account.id, userId: asker.user.id, at: new Date() });
      return account;
    });
    return this.view({
      account: row,
      userId: asker.user.id,
      role: 'primary',
      isSelected: false,
      signingAuthority: null,
    });
  }

  /** PATCH: the name and the skips; only someone with signing authority (403 otherwise). */
  async update(userId: number, accountId: number, input: AccountUpdate): Promise<Account> {
    const found = await this.memberAccount(userId, accountId);
    requireSigningAuthority(found);
    const changes: Partial<AccountRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.primary_user_role !== undefined) changes.primaryUserRole = input.primary_user_role;
    if (input.has_secondary_users !== undefined) changes.hasSecondaryUsers = input.has_secondary_users;
    if (input.skip_beneficial_owners !== undefined) changes.skipBeneficialOwners = input.skip_beneficial_owners;
    if (input.skip_deed_attachment !== undefined) changes.skipDeedAttachment = input.skip_deed_attachment;
    await updateAccount(this.db, accountId, changes);
    return this.view({ ...found, account: { ...found.account, ...changes } });
  }

  /** The account becomes the person's selected one (the profile's selected_account_id). */
  async select(userId: number, accountId: number): Promise<Account> {
    const found = await this.memberAccount(userId, accountId);
    await this.db.transaction(async (tx) => {
      await selectMemberAccount(tx, userId, accountId);
      await accountSelected(this.events, tx, { userId, accountId });
    });
    return this.view({ ...found, isSelected: true });
  }

  /**
   * The investor asks for activation: an account in setup (pending) with nothing missing waits
   * for staff (awaiting_activation). Otherwise 400: not in setup, or the missing parts named.
   */
  async activate(userId: number, accountId: number): Promise<Account> {
    const found = await this.memberAccount(userId, accountId);
    requireSigningAuthority(found);
    const { unfilled } = await describeAccount(this.db, found.account);
    const outcome = statusAfterActivate(found.account.status, unfilled);
    if ('refused' in outcome) {
      throw FieldValidationError.nonField(
        outcome.refused === 'not_pending'
          ? Messages.accountNotAwaitingActivation
          : Messages.accountDetailsMissing(unfilled.map((f) => UnfilledAccountFieldLabel[f]).join(', ')),
      );
    }
    await updateAccount(this.db, accountId, { status: outcome.status });
    return this.view({ ...found, account: { ...found.account, status: outcome.status } });
  }

  /** Per-account registration steps (spec 2 §4, §7): each step complete once none of its parts is missing. */
  async registrationSteps(
    userId: number,
    accountId: number,
    step: AccountRegistrationStep | undefined,
  ): Promise<RegistrationSteps> {
    const found = await this.memberAccount(userId, accountId);
    const { unfilled } = await describeAccount(this.db, found.account);
    return { steps: registrationSteps(unfilled, step) };
  }

  async activationSteps(userId: number, accountId: number): Promise<ActivationSteps> {
    const found = await this.memberAccount(userId, accountId);
    const [{ unfilled }, applied, submitted, signed] = await Promise.all([
      describeAccount(this.db, found.account),
      hasLoanNoteApplication(this.db, found.account.id),
      hasApplicationSubmission(this.db, found.account.id),
      hasSignedApplication(this.db, found.account.id),
    ]);
    return {
      steps: activationSteps(found.account.status, unfilled, found.account.products, applied, submitted, signed),
      unfilled_fields: unfilled,
    };
  }

  /** The ABN lookup: what the register holds (a cancelled ABN included: shown, refused at creation). */
  async lookUpAbn(abn: string): Promise<AbnLookupResult> {
    const answer = await this.lookups.abn(abn);
    if (!answer.record) throw FieldValidationError.field('abn', Messages.abnNotFound);
    await this.lookups.keepAbn(this.db, answer);
    return toAbnLookupResult(answer.record);
  }

  /** The ACN's Validate: the company's name and officeholders; another investor's account_id is a 404. */
  async corporateInfo(asker: Asker, input: { acn: string; account_id?: number | undefined }): Promise<CorporateInfo> {
    if (input.account_id !== undefined) await this.memberAccount(asker.user.id, input.account_id);
    const answer = await this.lookups.acn(asker.sessionId, input.acn);
    if (!answer.record) throw FieldValidationError.field('acn', Messages.acnNotFound);
    await this.lookups.keepAcn(this.db, asker.sessionId, answer);
    return toCorporateInfo(answer.record);
  }

  private async memberAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    return found;
  }

  private async view(found: MemberAccountRow): Promise<Account> {
    const { people, unfilled, accountPeople, required } = await describeAccount(this.db, found.account);
    return toAccount(found.account, found, people, unfilled, required, accountPeople);
  }

  /** The person's name as their identity details give it, else as they registered. */
  private async fullName(user: UserRow): Promise<string> {
    const personal = await findPersonalDetail(this.db, user.id);
    const name = personal ? `${personal.firstName} ${personal.lastName}` : `${user.firstName} ${user.lastName}`;
    return name.trim() || user.email;
  }
}

/**
 * Changes need signing authority on the account (403 otherwise): the account's saved choice, read
 * with the membership by findMemberAccount, decides (holds-signing-authority.ts).
 */
export function requireSigningAuthority(found: MemberAccountRow): void {
  if (!holdsSigningAuthority(found.signingAuthority, found))
    throw accountChangeRefused(Messages.signingAuthorityRequired);
}

/** An SMSF's ABN: held by the register, active, and a fund's. */
function checkFundAbn(record: AbnRecord | null, problems: Record<string, string[]>): AbnRecord | null {
  if (!record) problems.abn = [Messages.abnNotFound];
  else if (record.status !== 'active') problems.abn = [AccountMessages.abnCancelled];
  else if (record.entityTypeCode !== SMSF_ENTITY_TYPE) problems.abn = [Messages.abnNotSmsf];
  else return record;
  return null;
}

/** A company's or corporate trustee's ACN: held by the register and not deregistered. */
function checkCompanyAcn(record: AcnRecord | null, problems: Record<string, string[]>): AcnRecord | null {
  if (!record) problems.acn = [Messages.acnNotFound];
  else if (record.companyStatus === 'deregistered') problems.acn = [Messages.acnDeregistered];
  else return record;
  return null;
}
