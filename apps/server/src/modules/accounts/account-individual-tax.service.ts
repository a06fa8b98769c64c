import { AccountMessages, type IndividualTax, type IndividualTaxValues } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { notFound } from '../../plugins/app/http-errors.js';
import type { IndividualTaxService } from '../identity/index.js';
import { findMemberAccount } from './accounts.repository.js';

/**
 * The signed-in person's individual tax details as an account's tax screen reads and saves them
 * (spec 2 §2, §3, §7): the person's own record, kept by the identity module, whose rules apply
 * unchanged. Anyone on the account gives their own (no signing authority needed); another
 * investor's account answers 404, as a missing one. Once the primary person's are saved,
 * `individual_tax` leaves the account's unfilled parts.
 */
export class AccountIndividualTaxService {
  constructor(
    private readonly db: Database,
    private readonly individualTax: IndividualTaxService,
  ) {}

  async get(userId: number, accountId: number): Promise<IndividualTax> {
    await this.member(userId, accountId);
    const saved = await this.individualTax.get(userId);
    if (!saved) throw notFound(AccountMessages.individualTaxNotSaved);
    return saved;
  }

  /** POST: saves them whether or not the person gave them before (their profile may have). */
  async create(userId: number, accountId: number, input: IndividualTaxValues, now: Date): Promise<IndividualTax> {
    await this.member(userId, accountId);
    return this.individualTax.save(userId, input, now);
  }

  /** PATCH: changes saved ones; none saved yet is a 404. */
  async update(userId: number, accountId: number, input: IndividualTaxValues, now: Date): Promise<IndividualTax> {
    await this.member(userId, accountId);
    if (!(await this.individualTax.get(userId))) throw notFound(AccountMessages.individualTaxNotSaved);
    return this.individualTax.save(userId, input, now);
  }

  private async member(userId: number, accountId: number): Promise<void> {
    if (!(await findMemberAccount(this.db, userId, accountId))) throw notFound();
  }
}
