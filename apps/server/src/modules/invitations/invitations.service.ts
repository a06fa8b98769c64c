import { randomInt } from 'node:crypto';
import {
  formatDate,
  Messages as SpecMessages,
  RegistrationInviteStep,
  type InviteStatus,
  type OperatorInvite,
  type OperatorInvitesQuery,
  type OperatorInviteCreate,
  type OperatorInviteIssued,
  type RegistrationInvite,
  type TakenUpAccount,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { TenantRow, RegistrationInviteRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { hashCode } from '../../platform/secrets.js';
import { findAccount, findPreparedAccount, takeUpPreparedAccount, type PreparedAccount } from '../accounts/index.js';
import { findUserById } from '../auth/index.js';
import { findInviteByUuid, insertInvite, invitesPage, openInvitesFor, updateInvite } from './invitations.repository.js';

const Messages = {
  accountNotOffered: 'No account with this id can be offered: it does not exist, or someone already holds it.',
  accountAlreadyHeld: 'Someone already holds this account. Please contact us.',
} as const;

/** The steps at which an invitation offers the account the provider prepared (spec 1 §4). */
const TAKE_UP_STEPS: readonly string[] = [
  RegistrationInviteStep.account_activate,
  RegistrationInviteStep.account_fake_create,
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Twelve digits from the CSPRNG, leading zeros kept. */
export function newInvitationCode(): string {
  return `${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function inviteStatus(row: RegistrationInviteRow, now: Date): InviteStatus {
  if (row.revokedAt) return 'revoked';
  if (row.completedAt) return 'completed';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

export interface InviteLinks {
  publicUrl: string;
  tenantFor: (productKey: string) => TenantRow | undefined;
}

export class InvitationsService {
  constructor(
    private readonly db: Database,
    private readonly sender: MessageSender,
    private readonly links: InviteLinks,
  ) {}

  inviteUrl(uuid: string): string {
    return `${this.links.publicUrl}/invitation/${uuid}/`;
  }

  async create(
    input: OperatorInviteCreate,
    now: Date,
    fixed?: { uuid: string; code: string },
  ): Promise<OperatorInviteIssued> {
    const tenant = this.links.tenantFor(input.product);
    if (!tenant) throw FieldValidationError.field('product', `No application serves the product "${input.product}".`);
    // A prepared account gives the invitation its type and name.
    const prepared = input.account_id === undefined ? null : await findPreparedAccount(this.db, input.account_id);
    if (prepared === undefined) throw FieldValidationError.field('account_id', Messages.accountNotOffered);
    const code = fixed?.code ?? newInvitationCode();
    const row = await insertInvite(this.db, {
      ...(fixed ? { uuid: fixed.uuid } : {}),
      email: input.email.trim().toLowerCase(),
      phoneNumber: input.phone_number,
      accountType: prepared?.type ?? input.type,
      accountName: prepared?.name ?? input.account_name ?? null,
      accountId: prepared?.account_id ?? null,
      productKey: input.product,
      tenantId: tenant.id,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS),
      lastSentAt: now,
    });
    await this.send(row, code, tenant);
    return { uuid: row.uuid, code, url: this.inviteUrl(row.uuid), expires: row.expiresAt.toISOString() };
  }

  /** A new code (the old one stops working), a fresh expiry, and the e-mail again. */
  async resend(uuid: string, now: Date, expiresInDays = 14): Promise<OperatorInviteIssued> {
    const row = await this.mustFind(uuid);
    if (row.completedAt) throw FieldValidationError.nonField('This invitation has already been used to register.');
    const code = newInvitationCode();
    const updated = await updateInvite(this.db, row.id, {
      codeHash: hashCode(code),
      failedCodeAttempts: 0,
      revokedAt: null,
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      lastSentAt: now,
    });
    await this.send(updated, code, this.links.tenantFor(updated.productKey));
    return { uuid: updated.uuid, code, url: this.inviteUrl(updated.uuid), expires: updated.expiresAt.toISOString() };
  }

  async expire(uuid: string, now: Date): Promise<OperatorInvite> {
    const row = await this.mustFind(uuid);
    const updated = row.revokedAt ? row : await updateInvite(this.db, row.id, { revokedAt: now });
    return this.toOperatorView(updated, now);
  }

  /** One page of the invitations queue, each with its status at `now`. */
  async list(query: OperatorInvitesQuery, now: Date): Promise<{ count: number; results: OperatorInvite[] }> {
    const { count, rows } = await invitesPage(this.db, query, now);
    return { count, results: rows.map((row) => this.toOperatorView(row, now)) };
  }

  /**
   * GET /auth/registration-invites/new/ (spec 1 §7): the signed-in person's open invitations, e.g.
   * one to open another account that they take on with activate-user.
   */
  async newFor(user: { id: number; email: string }, now: Date): Promise<RegistrationInvite[]> {
    const rows = await openInvitesFor(this.db, user.email, user.id, now);
    return Promise.all(rows.map((row) => this.toPublicView(row, now)));
  }

  /** The public view behind /invitation/{uuid}/: an expired or withdrawn invitation says only that. */
  async publicView(uuid: string, now: Date): Promise<RegistrationInvite> {
    return this.toPublicView(await this.mustFind(uuid), now);
  }

  /**
   * The invitee, signed in, takes up the account the provider prepared (spec 2 §4 activation and
   * fake-creation cases): they become its primary holder, it becomes their selected account, and
   * the invitation is used up, in one transaction. Someone else's invitation is a 404.
   */
  async takeUpAccount(uuid: string, userId: number, now: Date): Promise<TakenUpAccount> {
    const row = await this.mustFind(uuid);
    if (row.userId !== userId) throw notFound('This invitation does not exist.');
    if (!TAKE_UP_STEPS.includes(row.step) || row.accountId === null || inviteStatus(row, now) !== 'open') {
      throw FieldValidationError.nonField(SpecMessages.invalidInviteStep);
    }
    const accountId = row.accountId;
    await this.db.transaction(async (tx) => {
      if (!(await takeUpPreparedAccount(tx, accountId, userId))) {
        throw FieldValidationError.nonField(Messages.accountAlreadyHeld);
      }
      await updateInvite(tx, row.id, { step: RegistrationInviteStep.login, completedAt: now });
    });
    return { account_id: accountId };
  }

  async toPublicView(row: RegistrationInviteRow, now: Date): Promise<RegistrationInvite> {
    const user = row.userId ? await findUserById(this.db, row.userId) : undefined;
    const prepared = row.accountId ? await findPreparedAccount(this.db, row.accountId) : undefined;
    const accountId = row.accountId ?? row.createdAccountId;
    const account = accountId ? await findAccount(this.db, accountId) : undefined;
    const tenant = this.links.tenantFor(row.productKey);
    const status = inviteStatus(row, now);
    return {
      uuid: row.uuid,
      token: row.uuid,
      email: row.email,
      phone_number: row.phoneNumber,
      code: null,
      account: account ? { id: account.id, name: account.name, type: account.accountType } : null,
      account_id: account?.id ?? null,
      registration_step: (status === 'expired' || status === 'revoked'
        ? 'expired'
        : row.step) as RegistrationInviteStep,
      account_type: row.accountType,
      account_name: row.accountName,
      application: {
        name: tenant?.configuration.name ?? 'Client Portal',
        product_key: row.productKey,
        url_address: this.links.publicUrl,
      },
      is_fake_creation_case: row.step === RegistrationInviteStep.account_fake_create,
      is_activated_in_target_application: Boolean(row.completedAt),
      is_setting_primary_case: row.accountId !== null,
      activation_object: prepared ? toActivationObject(prepared) : null,
      user_created: Boolean(row.userId),
      email_verified: Boolean(user?.emailVerifiedAt),
      phone_verified: Boolean(user?.phoneVerifiedAt),
    };
  }

  async mustFind(uuid: string): Promise<RegistrationInviteRow> {
    const row = await findInviteByUuid(this.db, uuid);
    if (!row) throw notFound('This invitation does not exist.');
    return row;
  }

  private toOperatorView(row: RegistrationInviteRow, now: Date): OperatorInvite {
    return {
      uuid: row.uuid,
      email: row.email,
      phone_number: row.phoneNumber,
      type: row.accountType,
      account_name: row.accountName,
      product: row.productKey,
      step: row.step,
      status: inviteStatus(row, now),
      expires: row.expiresAt.toISOString(),
      created: row.createdAt.toISOString(),
      opened: row.openedAt?.toISOString() ?? null,
    };
  }

  private async send(row: RegistrationInviteRow, code: string, tenant: TenantRow | undefined): Promise<void> {
    const name = tenant?.configuration.name ?? 'Client Portal';
    await this.sender.send({
      channel: 'email',
      to: row.email,
      subject: `Your invitation to ${name}`,
      body:
        `You have been invited to open an account with ${name}.\n\n` +
        `Open this link: ${this.inviteUrl(row.uuid)}\n` +
        `and enter your invitation code: ${code}\n\n` +
        `The invitation expires on ${formatDate(row.expiresAt)}. If you did not expect it, ignore this e-mail.`,
      code,
    });
  }
}

function toActivationObject({
  isActive: _isActive,
  ...shown
}: PreparedAccount): RegistrationInvite['activation_object'] {
  return shown;
}
