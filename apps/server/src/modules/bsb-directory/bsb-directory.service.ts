import { BankAccountMessages, bsbSchema, type BsbDetail, type BsbImportResult } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { BsbBranchRow, NewBsbBranchRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { BsbFileError, parseBsbFile } from './bsb-file.js';
import {
  allBranches,
  countBranches,
  deleteBranches,
  findBranch,
  lockForReplace,
  upsertBranches,
} from './bsb-directory.repository.js';
import { institutionName } from './institution-names.js';

function toDetail(row: BsbBranchRow): BsbDetail {
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

const sameBranch = (a: BsbBranchRow, b: NewBsbBranchRow) =>
  a.mnemonic === b.mnemonic &&
  a.bank === b.bank &&
  a.branchName === b.branchName &&
  a.street === b.street &&
  a.suburb === b.suburb &&
  a.state === b.state &&
  a.postcode === b.postcode &&
  a.paymentFlags === b.paymentFlags;

/** The BSB directory: a branch looked up by its BSB, and the published file imported over it. */
export class BsbDirectoryService {
  constructor(private readonly db: Database) {}

  /** '062000', '062-000' and '062 000' alike; anything else is a 400 on `bsb`, an unknown BSB a 404. */
  async detail(typed: string): Promise<BsbDetail> {
    const bsb = bsbSchema.safeParse(typed);
    if (!bsb.success) throw FieldValidationError.field('bsb', bsb.error.issues[0]!.message);
    const row = await findBranch(this.db, bsb.data);
    if (!row) throw notFound(BankAccountMessages.bsbNotFound);
    return toDetail(row);
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
    let parsed;
    try {
      parsed = parseBsbFile(text);
    } catch (error) {
      if (error instanceof BsbFileError)
        throw new FieldValidationError({}, [...error.problems, 'Nothing was imported.']);
      throw error;
    }
    const incoming: NewBsbBranchRow[] = parsed.map((row) => ({ ...row, bank: institutionName(row.mnemonic) }));
    return this.db.transaction(async (tx) => {
      await lockForReplace(tx);
      const current = new Map((await allBranches(tx)).map((row) => [row.bsb, row]));
      const written = incoming.filter((row) => {
        const before = current.get(row.bsb);
        return !before || !sameBranch(before, row);
      });
      const kept = new Set(incoming.map((row) => row.bsb));
      const removed = [...current.keys()].filter((bsb) => !kept.has(bsb));
      await deleteBranches(tx, removed);
      await upsertBranches(tx, written);
      return { imported: written.length, removed: removed.length, unchanged: incoming.length - written.length };
    });
  }
}
