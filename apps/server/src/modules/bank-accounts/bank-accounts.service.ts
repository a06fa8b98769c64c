import type { Readable } from 'node:stream';
import {
  AccountsAdminMessages,
  AccountStatus,
  BankAccountMessages,
  BankAccountStatus,
  BankChangeRequestKind,
  type BankAccount,
  type BankAccountValues,
  type BsbDetail,
  type OperatorBankAccount,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { BankAccountRow, BankDetails, UploadedFileRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findAccount, findMemberAccount, requireSigningAuthority, type MemberAccountRow } from '../accounts/index.js';
import { actionConfirmationMissing, findUserById, hashPassword } from '../auth/index.js';
import { findOwnedFile, type UploadedFilesService } from '../files/index.js';
import { toBankAccount, toOperatorBankAccount } from './bank-account.mapper.js';
import {
  countOtherActiveBankAccounts,
  findBankAccount,
  findFiles,
  insertBankAccount,
  linkProduct,
  listBankAccounts,
  listBankAccountsOfMember,
  listProductLinks,
  removeBankAccount,
  updateBankAccount,
} from './bank-accounts.repository.js';
import { listOpenRequestsOf } from './change-requests.repository.js';
import type { ChangeRequestsService } from './change-requests.service.js';

/** Who writes, and where the two-factor guard stands for their session. */
export interface BankWriter {
  userId: number;
  /** The guard as the application and the person set it (before activation). */
  actionCodeRequired: boolean;
  /** A code was confirmed in the last few minutes. */
  actionCodeConfirmed: boolean;
}

/** What a write did: the bank account as it is now (with any request it opened). */
export interface BankWriteResult {
  bankAccount: BankAccount;
  /** A change request was opened instead of changing the bank account at once. */
  requested: boolean;
}

/**
 * An account's bank accounts (spec 2 §2, §3, §5; issue #19). Before the account is active they
 * change at once (the setup step); once it is active, every change opens a change request
 * (change-requests.service.ts) and the bank account changes only when it is applied. Only
 * people on the account see its bank accounts (404 otherwise); only those with signing
 * authority change them (403); a write on an active account always needs a fresh action code.
 */
export class BankAccountsService {
  constructor(
    private readonly db: Database,
    private readonly files: UploadedFilesService,
    private readonly requests: ChangeRequestsService,
    /** The application's `bank_account_password_required` setting. */
    private readonly passwordRequired: (tenantId: number | null) => boolean,
    /** The BSB directory's branch of a BSB (bsb-directory module, from its in-memory copy). */
    private readonly findBranch: (bsb: string) => Promise<BsbDetail | undefined>,
  ) {}

  /** OPTIONS: whether the password is asked for, and whether the account is active (the guard's level). */
  async options(userId: number, accountId: number): Promise<{ isPasswordRequired: boolean; accountActive: boolean }> {
    const found = await this.memberAccount(userId, accountId);
    return {
      isPasswordRequired: this.passwordRequired(found.account.tenantId),
      accountActive: found.account.status === AccountStatus.active,
    };
  }

  /** Whether the account is active for a member of it (the guard's level); false for anyone else. */
  async accountIsActive(userId: number, accountId: number): Promise<boolean> {
    const found = await findMemberAccount(this.db, userId, accountId);
    return found?.account.status === AccountStatus.active;
  }

  async list(userId: number, accountId: number): Promise<BankAccount[]> {
    await this.memberAccount(userId, accountId);
    await this.requests.expireDue();
    return this.describe(await listBankAccounts(this.db, [accountId]), userId);
  }

  /** Every bank account of every account the person is on (the setup's choice). */
  async listMine(userId: number): Promise<BankAccount[]> {
    await this.requests.expireDue();
    return this.describe(await listBankAccountsOfMember(this.db, userId), userId);
  }

  /**
   * GET /api/operator/accounts/{id}/bank-accounts/: staff's view of an account's bank accounts
   * (the back office's account page), as its members see them with the number masked; 404 for an
   * account nobody has.
   */
  async listForStaff(accountId: number): Promise<OperatorBankAccount[]> {
    if (!(await findAccount(this.db, accountId))) throw notFound(AccountsAdminMessages.notFound);
    await this.requests.expireDue();
    return (await this.describe(await listBankAccounts(this.db, [accountId]), null)).map(toOperatorBankAccount);
  }

  async get(userId: number, accountId: number, bankAccountId: number): Promise<BankAccount> {
    await this.memberAccount(userId, accountId);
    await this.requests.expireDue();
    return (await this.describe([await this.bankAccount(accountId, bankAccountId)], userId))[0]!;
  }

  /**
   * A new bank account: active at once in setup (and the account's products without one pay
   * into it); after activation pending verification, with a verify request.
   */
  async create(writer: BankWriter, accountId: number, input: BankAccountValues): Promise<BankWriteResult> {
    const found = await this.changeableAccount(writer, accountId);
    const details = await this.details(writer.userId, found, input, null);
    const active = found.account.status === AccountStatus.active;
    const row = await this.db.transaction(async (tx) => {
      const created = await insertBankAccount(tx, {
        accountId,
        ...columns(details),
        passwordHash: details.passwordHash ?? null,
        status: active ? BankAccountStatus.pending_verification : BankAccountStatus.active,
        createdByUserId: writer.userId,
      });
      if (active) {
        await this.requests.open(tx, {
          account: found.account,
          initiator: await this.initiator(tx, writer.userId),
          bankAccountId: created.id,
          kind: BankChangeRequestKind.verify,
          oldData: null,
          newData: details,
        });
      } else {
        const linked = new Set((await listProductLinks(tx, [accountId])).map((l) => l.product));
        for (const product of found.account.products) {
          if (!linked.has(product)) await linkProduct(tx, accountId, product, created.id);
        }
      }
      return created;
    });
    this.requests.wakeNotices();
    return { bankAccount: (await this.describe([row], writer.userId))[0]!, requested: active };
  }

  /** New details: at once in setup; after activation an edit request (the bank account unchanged until applied). */
  async update(
    writer: BankWriter,
    accountId: number,
    bankAccountId: number,
    input: BankAccountValues,
  ): Promise<BankWriteResult> {
    const found = await this.changeableAccount(writer, accountId);
    const current = await this.bankAccount(accountId, bankAccountId);
    const details = await this.details(writer.userId, found, input, current);
    const active = found.account.status === AccountStatus.active;
    if (!active) {
      const row = await updateBankAccount(this.db, current.id, {
        ...columns(details),
        ...(details.passwordHash ? { passwordHash: details.passwordHash } : {}),
      });
      return { bankAccount: (await this.describe([row], writer.userId))[0]!, requested: false };
    }
    if (sameDetails(current, details)) throw FieldValidationError.nonField(BankAccountMessages.notChangedYet);
    await this.db.transaction(async (tx) => {
      await this.requests.open(tx, {
        account: found.account,
        initiator: await this.initiator(tx, writer.userId),
        bankAccountId: current.id,
        kind: BankChangeRequestKind.edit,
        oldData: detailsOf(current),
        newData: details,
      });
    });
    this.requests.wakeNotices();
    return { bankAccount: (await this.describe([current], writer.userId))[0]!, requested: true };
  }

  /**
   * Removes it in setup (null: nothing left to show); after activation a delete request, refused
   * for the last active bank account and for one a product still pays into.
   */
  async remove(writer: BankWriter, accountId: number, bankAccountId: number): Promise<BankWriteResult | null> {
    const found = await this.changeableAccount(writer, accountId);
    const current = await this.bankAccount(accountId, bankAccountId);
    if (found.account.status !== AccountStatus.active) {
      await this.db.transaction((tx) => removeBankAccount(tx, current.id, new Date()));
      return null;
    }
    const linked = (await listProductLinks(this.db, [accountId])).find((l) => l.bankAccountId === current.id);
    if (linked) throw FieldValidationError.nonField(BankAccountMessages.linkedToProduct(linked.product));
    if (
      current.status === BankAccountStatus.active &&
      (await countOtherActiveBankAccounts(this.db, accountId, current.id)) === 0
    ) {
      throw FieldValidationError.nonField(BankAccountMessages.lastBankAccount);
    }
    await this.db.transaction(async (tx) => {
      await this.requests.open(tx, {
        account: found.account,
        initiator: await this.initiator(tx, writer.userId),
        bankAccountId: current.id,
        kind: BankChangeRequestKind.delete,
        oldData: detailsOf(current),
        newData: null,
      });
    });
    this.requests.wakeNotices();
    return { bankAccount: (await this.describe([current], writer.userId))[0]!, requested: true };
  }

  /** The bank account a product pays into and from: at once in setup, else a link request. */
  async link(writer: BankWriter, accountId: number, product: string, bankAccountId: number): Promise<BankWriteResult> {
    const found = await this.changeableAccount(writer, accountId);
    if (!found.account.products.includes(product)) {
      throw FieldValidationError.nonField(BankAccountMessages.productNotOnAccount);
    }
    const bank = await findBankAccount(this.db, accountId, bankAccountId);
    if (!bank || bank.status !== BankAccountStatus.active) {
      throw FieldValidationError.field('bank_account', BankAccountMessages.bankAccountNotFound);
    }
    const current = (await listProductLinks(this.db, [accountId])).find((l) => l.product === product);
    if (current?.bankAccountId === bank.id) throw FieldValidationError.nonField(BankAccountMessages.notChangedYet);
    if (found.account.status !== AccountStatus.active) {
      await linkProduct(this.db, accountId, product, bank.id);
      return { bankAccount: (await this.describe([bank], writer.userId))[0]!, requested: false };
    }
    const previous = current ? await findBankAccount(this.db, accountId, current.bankAccountId) : undefined;
    await this.db.transaction(async (tx) => {
      await this.requests.open(tx, {
        account: found.account,
        initiator: await this.initiator(tx, writer.userId),
        bankAccountId: bank.id,
        kind: BankChangeRequestKind.link,
        oldData: previous ? detailsOf(previous) : null,
        newData: detailsOf(bank),
        product,
      });
    });
    this.requests.wakeNotices();
    return { bankAccount: (await this.describe([bank], writer.userId))[0]!, requested: true };
  }

  /** The statement of one of the account's bank accounts, to anyone on the account. */
  async document(
    userId: number,
    accountId: number,
    bankAccountId: number,
  ): Promise<{ row: UploadedFileRow; stream: Readable }> {
    await this.memberAccount(userId, accountId);
    const bank = await this.bankAccount(accountId, bankAccountId);
    const [file] = bank.documentFileId ? await findFiles(this.db, [bank.documentFileId]) : [];
    if (!file || file.deletedAt) throw notFound();
    return { row: file, stream: await this.files.read(file) };
  }

  // Shared steps.

  /**
   * The bank accounts as the caller sees them, with their statements, products and open requests;
   * `userId` null for staff (what a request lets a member do is then never theirs).
   */
  private async describe(rows: readonly BankAccountRow[], userId: number | null): Promise<BankAccount[]> {
    const accountIds = [...new Set(rows.map((r) => r.accountId))];
    const [files, links, open] = await Promise.all([
      findFiles(
        this.db,
        rows.flatMap((r) => (r.documentFileId ? [r.documentFileId] : [])),
      ),
      listProductLinks(this.db, accountIds),
      listOpenRequestsOf(
        this.db,
        rows.map((r) => r.id),
      ),
    ]);
    const requests = await this.requests.describe(open, userId);
    return rows.map((row) =>
      toBankAccount(row, {
        file: files.find((f) => f.id === row.documentFileId),
        linkedProducts: links.filter((l) => l.bankAccountId === row.id).map((l) => l.product),
        openRequests: requests.filter((r) => r.bank_account_id === row.id),
      }),
    );
  }

  /**
   * The details to save: bank and branch from the BSB directory when it knows the BSB (else as
   * typed), a statement the caller uploaded or the one already on the bank account, and the
   * password (hashed) when the application asks for one.
   */
  private async details(
    userId: number,
    found: MemberAccountRow,
    input: BankAccountValues,
    current: BankAccountRow | null,
  ): Promise<BankDetails> {
    const problems: Record<string, string[]> = {};
    const fileId = input.document_file!;
    if (fileId !== current?.documentFileId && !(await findOwnedFile(this.db, fileId, userId))) {
      problems.document_file = [BankAccountMessages.documentRequired];
    }
    const needsPassword = this.passwordRequired(found.account.tenantId);
    if (needsPassword && !input.password && !current?.passwordHash) {
      problems.password = [BankAccountMessages.passwordRequired];
    }
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
    const branch = await this.findBranch(input.bsb);
    return {
      name: input.name,
      bsb: input.bsb,
      number: input.number,
      bank: branch?.bank ?? input.bank,
      branch: branch?.branch_name ?? input.branch,
      bsbWasFound: branch !== undefined,
      documentFileId: fileId,
      // A change that leaves the password empty keeps the one already set.
      passwordHash:
        needsPassword && input.password ? await hashPassword(input.password) : (current?.passwordHash ?? null),
    };
  }

  private async memberAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    return found;
  }

  /** Who may change it (404, 403), then the guard: an active account's bank details always need a code. */
  private async changeableAccount(writer: BankWriter, accountId: number): Promise<MemberAccountRow> {
    const found = await this.memberAccount(writer.userId, accountId);
    requireSigningAuthority(found);
    const codeNeeded = found.account.status === AccountStatus.active || writer.actionCodeRequired;
    if (codeNeeded && !writer.actionCodeConfirmed) throw actionConfirmationMissing();
    return found;
  }

  private async bankAccount(accountId: number, bankAccountId: number): Promise<BankAccountRow> {
    const row = await findBankAccount(this.db, accountId, bankAccountId);
    if (!row) throw notFound(BankAccountMessages.bankAccountNotFound);
    return row;
  }

  private async initiator(db: Database, userId: number): Promise<{ userId: number; name: string }> {
    const user = await findUserById(db, userId);
    return { userId, name: user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '' };
  }
}

/** The bank account's columns a change sets. */
function columns(details: BankDetails) {
  return {
    name: details.name,
    bsb: details.bsb,
    number: details.number,
    bank: details.bank,
    branch: details.branch,
    bsbWasFound: details.bsbWasFound,
    documentFileId: details.documentFileId,
  };
}

export function detailsOf(row: BankAccountRow): BankDetails {
  return { ...columns({ ...row, passwordHash: null }), passwordHash: null };
}

function sameDetails(row: BankAccountRow, details: BankDetails): boolean {
  const now = columns({ ...row, passwordHash: null });
  const next = columns(details);
  return (Object.keys(now) as Array<keyof typeof now>).every((k) => now[k] === next[k]) && !details.passwordHash;
}
