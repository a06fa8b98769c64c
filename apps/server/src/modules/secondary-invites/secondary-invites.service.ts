import {
  formatDate,
  secondaryUserTitle,
  SecondaryInviteStep,
  SecondaryUserTitle,
  type InviteStatus,
  type OperatorSecondaryInvite,
  type OperatorSecondaryInvitesQuery,
  type OperatorSecondaryInviteCreate,
  type OperatorSecondaryInviteIssued,
  type SecondaryInvite,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { TenantRow, SecondaryInviteRow, UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import { findUserByEmail, findUserById } from '../auth/index.js';
import { findPersonalDetail } from '../identity/index.js';
import type { InviteLinks } from '../invitations/index.js';
import {
  findInvitesForEmail,
  findSecondaryInviteById,
  findSecondaryInviteByTokenHash,
  findSecondaryInviteByUuid,
  insertSecondaryInvite,
  secondaryInvitesPage,
  updateSecondaryInvite,
} from './secondary-invites.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const Messages = {
  unknownPrimary: 'No registered user has this e-mail address: the primary user must register first.',
  samePerson: 'The primary user cannot be invited onto their own account.',
  alreadyCompleted: 'This invitation has already been completed.',
  notFound: 'This invitation does not exist.',
} as const;

export function secondaryInviteStatus(row: SecondaryInviteRow, now: Date): InviteStatus {
  if (row.revokedAt) return 'revoked';
  if (row.completedAt) return 'completed';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/**
 * Secondary-user invitations as the provider's staff manage them, and the invitee's view of one.
 * The token in the link is the credential; it is shown once (to the operator who creates or
 * resends it, and in the e-mail) and kept only as its hash.
 */
export class SecondaryInvitesService {
  constructor(
    private readonly db: Database,
    private readonly sender: MessageSender,
    private readonly links: InviteLinks,
  ) {}

  inviteUrl(token: string): string {
    return `${this.links.publicUrl}/invitation-secondary/${token}/`;
  }

  /**
   * Someone who already has a sign-in, invited onto an account, accepts it signed in on the
   * account's invitation page (spec 2 §2); anyone else registers through the invitation steps.
   */
  async linkFor(row: SecondaryInviteRow, token: string): Promise<string> {
    if (row.accountId && (await findUserByEmail(this.db, row.email))) {
      return `${this.links.publicUrl}/accounts/secondary-invite/${row.accountId}/${token}/`;
    }
    return this.inviteUrl(token);
  }

  /** The person who invited, as the invitee reads it. */
  async inviterName(row: SecondaryInviteRow): Promise<string> {
    const [primary, primaryDetails] = await Promise.all([
      findUserById(this.db, row.primaryUserId),
      findPersonalDetail(this.db, row.primaryUserId),
    ]);
    return fullName(primaryDetails ?? primary);
  }

  async create(input: OperatorSecondaryInviteCreate, now: Date): Promise<OperatorSecondaryInviteIssued> {
    const tenant = this.links.tenantFor(input.product);
    if (!tenant) throw FieldValidationError.field('product', `No application serves the product "${input.product}".`);
    const primary = await findUserByEmail(this.db, input.primary_email);
    if (!primary || primary.isStaff) throw FieldValidationError.field('primary_email', Messages.unknownPrimary);
    const email = input.email.trim().toLowerCase();
    if (email === primary.email.toLowerCase()) throw FieldValidationError.field('email', Messages.samePerson);
    const token = newSecret();
    const row = await insertSecondaryInvite(this.db, {
      tokenHash: sha256(token),
      email,
      phoneNumber: input.phone_number,
      firstName: input.first_name,
      lastName: input.last_name,
      role: secondaryUserTitle(input.account_type, input.trustee_type) ?? SecondaryUserTitle.member,
      accountType: input.account_type,
      accountName: input.account_name ?? null,
      productKey: input.product,
      tenantId: tenant.id,
      primaryUserId: primary.id,
      expiresAt: new Date(now.getTime() + input.expires_in_days * DAY_MS),
      lastSentAt: now,
    });
    await this.send(row, token, primary, tenant);
    return { uuid: row.uuid, token, url: this.inviteUrl(token), expires: row.expiresAt.toISOString() };
  }

  /** A new link (the old one stops working) and a fresh expiry, e-mailed again. */
  async resend(uuid: string, now: Date, expiresInDays = 14): Promise<OperatorSecondaryInviteIssued> {
    const row = await this.mustFindByUuid(uuid);
    if (row.completedAt) throw FieldValidationError.nonField(Messages.alreadyCompleted);
    const token = newSecret();
    const updated = await updateSecondaryInvite(this.db, row.id, {
      tokenHash: sha256(token),
      revokedAt: null,
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
      lastSentAt: now,
    });
    const primary = await findUserById(this.db, row.primaryUserId);
    await this.send(updated, token, primary, this.links.tenantFor(updated.productKey));
    return {
      uuid: updated.uuid,
      token,
      url: await this.linkFor(updated, token),
      expires: updated.expiresAt.toISOString(),
    };
  }

  /**
   * A queued invitation e-mail (account-invites.ts): a fresh link for an invitation still open,
   * unless it was sent after it was asked for (the job ran before) or has stopped (revoked,
   * completed, expired). The expiry stays the one the account gave it.
   */
  async sendQueued(inviteId: number, requestedAt: Date, now: Date): Promise<void> {
    const row = await findSecondaryInviteById(this.db, inviteId);
    if (!row || secondaryInviteStatus(row, now) !== 'open') return;
    if (row.lastSentAt.getTime() > requestedAt.getTime()) return;
    const token = newSecret();
    const updated = await updateSecondaryInvite(this.db, row.id, { tokenHash: sha256(token), lastSentAt: now });
    const primary = await findUserById(this.db, row.primaryUserId);
    await this.send(updated, token, primary, this.links.tenantFor(updated.productKey));
  }

  async expire(uuid: string, now: Date): Promise<OperatorSecondaryInvite> {
    const row = await this.mustFindByUuid(uuid);
    const updated = row.revokedAt ? row : await updateSecondaryInvite(this.db, row.id, { revokedAt: now });
    return this.toOperatorView(updated, await this.primaryEmail(updated), now);
  }

  /**
   * The provider accepts a secondary user whose details are complete (ready_for_acceptance); the
   * account application itself is document 2's capability, which will call this when it is approved.
   */
  async complete(uuid: string, now: Date): Promise<OperatorSecondaryInvite> {
    const row = await this.mustFindByUuid(uuid);
    if (row.step !== SecondaryInviteStep.ready_for_acceptance && row.step !== SecondaryInviteStep.completed) {
      throw FieldValidationError.nonField(
        `Only an invitation whose details are complete can be completed; this one is at "${row.step}".`,
      );
    }
    const updated = row.completedAt
      ? row
      : await updateSecondaryInvite(this.db, row.id, { step: SecondaryInviteStep.completed, completedAt: now });
    return this.toOperatorView(updated, await this.primaryEmail(updated), now);
  }

  /** One page of the account-invitations queue, each with its status at `now`. */
  async list(
    query: OperatorSecondaryInvitesQuery,
    now: Date,
  ): Promise<{ count: number; results: OperatorSecondaryInvite[] }> {
    const { count, rows } = await secondaryInvitesPage(this.db, query, now);
    return {
      count,
      results: rows.map(({ invite, primaryEmail }) => this.toOperatorView(invite, primaryEmail, now)),
    };
  }

  /** The invitations sent to an address that are still running, for the signed-in invitee. */
  async forEmail(email: string, now: Date): Promise<SecondaryInvite[]> {
    const rows = await findInvitesForEmail(this.db, email);
    return Promise.all(
      rows.filter((row) => secondaryInviteStatus(row, now) === 'open').map((row) => this.toPublicView(row, now)),
    );
  }

  async mustFindByToken(token: string): Promise<SecondaryInviteRow> {
    const row = await findSecondaryInviteByTokenHash(this.db, sha256(token));
    if (!row) throw notFound(Messages.notFound);
    return row;
  }

  async publicView(token: string, now: Date): Promise<SecondaryInvite> {
    return this.toPublicView(await this.mustFindByToken(token), now);
  }

  async toPublicView(row: SecondaryInviteRow, now: Date): Promise<SecondaryInvite> {
    const [primary, primaryDetails, existing] = await Promise.all([
      findUserById(this.db, row.primaryUserId),
      findPersonalDetail(this.db, row.primaryUserId),
      row.userId ? Promise.resolve(false) : findUserByEmail(this.db, row.email).then(Boolean),
    ]);
    const tenant = this.links.tenantFor(row.productKey);
    const status = secondaryInviteStatus(row, now);
    return {
      uuid: row.uuid,
      step: status === 'expired' || status === 'revoked' ? SecondaryInviteStep.expired : row.step,
      email: row.email,
      phone_number: row.phoneNumber,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.role,
      account_type: row.accountType,
      account_name: row.accountName,
      primary_user_full_name: fullName(primaryDetails ?? primary),
      application: {
        name: tenant?.configuration.name ?? 'Client Portal',
        product_key: row.productKey,
        url_address: this.links.publicUrl,
      },
      existing_user: existing || row.step === SecondaryInviteStep.activation,
      terms_accepted: Boolean(row.termsAcceptedAt),
    };
  }

  private async mustFindByUuid(uuid: string): Promise<SecondaryInviteRow> {
    const row = await findSecondaryInviteByUuid(this.db, uuid);
    if (!row) throw notFound(Messages.notFound);
    return row;
  }

  private async primaryEmail(row: SecondaryInviteRow): Promise<string> {
    return (await findUserById(this.db, row.primaryUserId))?.email ?? '';
  }

  private toOperatorView(row: SecondaryInviteRow, primaryEmail: string, now: Date): OperatorSecondaryInvite {
    const status = secondaryInviteStatus(row, now);
    return {
      uuid: row.uuid,
      email: row.email,
      phone_number: row.phoneNumber,
      full_name: `${row.firstName} ${row.lastName}`,
      role: row.role,
      account_type: row.accountType,
      account_name: row.accountName,
      primary_user_email: primaryEmail,
      step: row.step,
      status,
      expires: row.expiresAt.toISOString(),
      created: row.createdAt.toISOString(),
    };
  }

  private async send(
    row: SecondaryInviteRow,
    token: string,
    primary: UserRow | undefined,
    tenant: TenantRow | undefined,
  ): Promise<void> {
    const name = tenant?.configuration.name ?? 'Client Portal';
    const inviter = primary
      ? fullName((await findPersonalDetail(this.db, primary.id)) ?? primary)
      : 'The account holder';
    const account = row.accountName ? ` ${row.accountName}` : '';
    await this.sender.send({
      channel: 'email',
      to: row.email,
      subject: `${inviter} invited you to join an account with ${name}`,
      body:
        `Hello ${row.firstName},\n\n` +
        `${inviter} has invited you to join the ${row.accountType} account${account} with ${name} as a ${row.role}.\n\n` +
        `Open this link to accept: ${await this.linkFor(row, token)}\n\n` +
        `The invitation expires on ${formatDate(row.expiresAt)}. If you did not expect it, ignore this e-mail.`,
    });
  }
}

function fullName(person: { firstName: string; lastName: string } | undefined): string {
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return name || 'The account holder';
}
