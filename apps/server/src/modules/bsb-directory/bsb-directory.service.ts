import { BankAccountMessages, bsbSchema, type BsbDetail, type BsbImportResult } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { NewBsbBranchRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { BsbDirectoryCache } from './bsb-directory-cache.js';
import { allBranches, countBranches, lockForReplace, replaceBranches } from './bsb-directory.repository.js';
import { BsbFileError, parseBsbFile, type BsbFileRow } from './bsb-file.js';
import { institutionName } from './institution-names.js';

function toDetail(row: NewBsbBranchRow): BsbDetail {
  return {
    bsb: row.bsb,
    bank: row.bank,
    mnemonic: row.mnemonic,
    branch_name: row.branchName,
    street: row.street,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    payment_flags: row.paymentFlags,
  };
}

function readFile(text: string): BsbFileRow[] {
  try {
    return parseBsbFile(text);
  } catch (error) {
    if (error instanceof BsbFileError) throw new FieldValidationError({}, [...error.problems, 'Nothing was imported.']);
    throw error;
  }
}

export interface BsbDirectoryOptions {
  /** Called once an import has committed: the plugin tells the other processes (their caches go). */
  onImported?: () => Promise<void>;
}

/** The BSB directory: a branch looked up by its BSB, and the published file imported over it. */
export class BsbDirectoryService {
  readonly cache: BsbDirectoryCache;

  constructor(
    private readonly db: Database,
    private readonly options: BsbDirectoryOptions = {},
  ) {
    this.cache = new BsbDirectoryCache(async () => (await allBranches(this.db)).map(toDetail));
  }

  /** '062000', '062-000' and '062 000' alike; anything else is a 400 on `bsb`, an unknown BSB a 404. */
  async detail(typed: string): Promise<BsbDetail> {
    const bsb = bsbSchema.safeParse(typed);
    if (!bsb.success) throw FieldValidationError.field('bsb', bsb.error.issues[0]!.message);
    const branch = await this.cache.get(bsb.data);
    if (!branch) throw notFound(BankAccountMessages.bsbNotFound);
    return branch;
  }

  /** The branch of a BSB already in its six digits, or undefined: the bank account form's names come from here. */
  find(bsb: string): Promise<BsbDetail | undefined> {
    return this.cache.get(bsb);
  }

  async isEmpty(): Promise<boolean> {
    return (await countBranches(this.db)) === 0;
  }

  /**
   * Replaces the directory with the file's branches, in one transaction: branches missing from
   * the file are removed (closed or merged away), new and changed ones written, the rest left
   * alone. A file with any bad row changes nothing (400 naming each row). `imported` counts the
   * branches written (new or changed), `unchanged` those already as the file has them.
   */
  async importFile(text: string): Promise<BsbImportResult> {
    const incoming: NewBsbBranchRow[] = readFile(text).map((row) => ({ ...row, bank: institutionName(row.mnemonic) }));
    const { written, removed } = await this.db.transaction(async (tx) => {
      await lockForReplace(tx);
      return replaceBranches(tx, incoming);
    });
    this.cache.replace(incoming.map(toDetail));
    await this.options.onImported?.();
    return { imported: written, removed, unchanged: incoming.length - written };
  }
}
