import {
  AccountStatus,
  TrusteeType,
  takesAcn,
  takesTrustee,
  type OperatorAccount,
  type OperatorAccountCreate,
  type OperatorAccountActivate,
  type OperatorAccountsQuery,
  AccountsAdminMessages,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { accountActivated } from './account-activated.js';
import { toOperatorAccount } from './account.mapper.js';
import { describeAccount, describeAccounts } from './account-views.js';
import {
  accountIdByExternalCode,
  findAccount,
  insertAccount,
  operatorAccountsPage,
  updateAccount,
} from './accounts.repository.js';

/**
 * Staff's view of accounts through the operator API (`npm run admin -- account ...`): every
 * account, newest first, and activation until the back office exists. Activation makes the
 * account active whatever is still missing (staff decide), with its administration code when
 * given; activating an active account again only sets the code.
 */
export class AccountsAdminService {
  constructor(
    private readonly db: Database,
    private readonly events: DomainEvents,
  ) {}

  /** One page of the accounts queue, each account with its people and what it still lacks. */
  async list(query: OperatorAccountsQuery): Promise<{ count: number; results: OperatorAccount[] }> {
    const { count, rows } = await operatorAccountsPage(this.db, query);
    const described = await describeAccounts(this.db, rows);
    return {
      count,
      results: rows.map((row) => {
        const d = described.get(row.id)!;
        return toOperatorAccount(row, d.members, d.unfilled, d.accountPeople.rows);
      }),
    };
  }

  async show(accountId: number): Promise<OperatorAccount> {
    return this.view(await this.account(accountId));
  }

  /** A prepared account: nobody holds it until an invitation's invitee takes it up. */
  async create(input: OperatorAccountCreate): Promise<OperatorAccount> {
    if (input.external_code !== undefined) await this.refuseTakenCode(input.external_code);
    const trustee = takesTrustee(input.type) ? input.trustee : null;
    const active = input.status === AccountStatus.active;
    const row = await insertAccount(this.db, {
      name: input.name,
      accountType: input.type,
      status: input.status,
      abn: input.abn || null,
      acn: takesAcn(input.type, trustee) ? input.acn : null,
      trusteeType: trustee,
      trusteeName: trustee === TrusteeType.corporate ? input.trustee_name || null : null,
      externalCode: input.external_code ?? null,
      activatedAt: active ? new Date() : null,
    });
    return this.view(row);
  }

  async activate(accountId: number, input: OperatorAccountActivate): Promise<OperatorAccount> {
    const row = await this.account(accountId);
    const code = input.external_code;
    if (code !== undefined && code !== row.externalCode) await this.refuseTakenCode(code);
    const changes: Partial<AccountRow> = {};
    if (code !== undefined) changes.externalCode = code;
    const activating = row.status !== AccountStatus.active;
    if (activating) {
      changes.status = AccountStatus.active;
      changes.activatedAt = new Date();
    }
    await this.db.transaction(async (tx) => {
      await updateAccount(tx, accountId, changes);
      // The reviewed investment policy statement becomes active with the account (spec 2 §4 IPS statuses).
      if (activating) await accountActivated(this.events, tx, { accountId, at: changes.activatedAt! });
    });
    return this.view({ ...row, ...changes });
  }

  /**
   * Takes an account out of use (status inactive) with the staff member's reason, which the audit
   * trail keeps with the call; activating it again brings it back.
   */
  async deactivate(accountId: number): Promise<OperatorAccount> {
    const row = await this.account(accountId);
    if (row.status === AccountStatus.inactive)
      throw FieldValidationError.nonField(AccountsAdminMessages.alreadyInactive);
    const changes: Partial<AccountRow> = { status: AccountStatus.inactive };
    await updateAccount(this.db, accountId, changes);
    return this.view({ ...row, ...changes });
  }

  /** Codes are unique: one another account holds is refused on its field. */
  private async refuseTakenCode(code: string): Promise<void> {
    const holder = await accountIdByExternalCode(this.db, code);
    if (holder !== undefined)
      throw FieldValidationError.field('external_code', `Account ${holder} already has the code "${code}".`);
  }

  private async account(accountId: number): Promise<AccountRow> {
    const row = await findAccount(this.db, accountId);
    if (!row) throw notFound(AccountsAdminMessages.notFound);
    return row;
  }

  private async view(row: AccountRow): Promise<OperatorAccount> {
    const { members, unfilled, accountPeople } = await describeAccount(this.db, row);
    return toOperatorAccount(row, members, unfilled, accountPeople.rows);
  }
}
