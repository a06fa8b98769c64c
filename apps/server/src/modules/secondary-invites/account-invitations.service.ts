import { ErrorCode, Messages, SecondaryInviteStep, type AccountInvitation } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { SecondaryInviteRow, UserRow } from '../../db/schema/index.js';
import { FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { sha256 } from '../../platform/secrets.js';
import { joinInvitedPerson } from '../accounts/index.js';
import {
  findOpenAccountInvitesForEmail,
  findSecondaryInviteById,
  findSecondaryInviteByTokenHash,
  findSecondaryInviteByUuid,
  updateSecondaryInvite,
} from './secondary-invites.repository.js';
import { secondaryInviteStatus, type SecondaryInvitesService } from './secondary-invites.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An invitation onto an account that exists, for someone who already has a sign-in (spec 2 §2
 * /accounts/secondary-invite/{accountId}/{token}/ and the accounts list's "Account invitations"):
 * they read it, accept it (joining the account with the title it offers) or decline it, signed in
 * as the person it was sent to. Its e-mail or its uuid only finds it; the sign-in is the check.
 */
export class AccountInvitationsService {
  constructor(
    private readonly db: Database,
    private readonly invites: SecondaryInvitesService,
  ) {}

  async pending(user: UserRow, now: Date): Promise<AccountInvitation[]> {
    const rows = await findOpenAccountInvitesForEmail(this.db, user.email, now);
    return Promise.all(rows.map((row) => this.toView(row, user, now)));
  }

  async view(user: UserRow, accountId: number, key: string, now: Date): Promise<AccountInvitation> {
    return this.toView(await this.mine(user, accountId, key), user, now);
  }

  /** Joins the account once: a second accept answers as the first did. */
  async accept(user: UserRow, accountId: number, key: string, now: Date): Promise<AccountInvitation> {
    const found = await this.mine(user, accountId, key);
    const row = await this.db.transaction(async (tx) => {
      // Read again inside the transaction, so two accepts at once find the first one's answer.
      const current = (await findSecondaryInviteById(tx, found.id))!;
      if (current.completedAt && current.userId === user.id) return current;
      this.refuseUnlessOpen(current, now);
      const joined = current.accountPersonId ? await joinInvitedPerson(tx, current.accountPersonId, user.id) : false;
      if (!joined) throw notFound(Messages.accountInvitationNotFound);
      return updateSecondaryInvite(tx, current.id, {
        userId: user.id,
        termsAcceptedAt: current.termsAcceptedAt ?? now,
        activatedAt: now,
        completedAt: now,
        step: SecondaryInviteStep.completed,
      });
    });
    return this.toView(row, user, now);
  }

  async decline(user: UserRow, accountId: number, key: string, now: Date): Promise<AccountInvitation> {
    const row = await this.mine(user, accountId, key);
    if (row.declinedAt) return this.toView(row, user, now);
    if (row.completedAt && row.userId === user.id)
      throw FieldValidationError.nonField(Messages.accountInvitationAlreadyAccepted);
    this.refuseUnlessOpen(row, now);
    return this.toView(await updateSecondaryInvite(this.db, row.id, { declinedAt: now, revokedAt: now }), user, now);
  }

  /** 404 for a link that names nothing (or another account); 403 for someone it was not sent to. */
  private async mine(user: UserRow, accountId: number, key: string): Promise<SecondaryInviteRow> {
    const row = UUID.test(key)
      ? await findSecondaryInviteByUuid(this.db, key)
      : await findSecondaryInviteByTokenHash(this.db, sha256(key));
    if (!row || row.accountId !== accountId || !row.accountPersonId) throw notFound(Messages.accountInvitationNotFound);
    if (row.email !== user.email.toLowerCase())
      throw new HttpError(ErrorCode.permissionDenied, Messages.accountInvitationForSomeoneElse);
    return row;
  }

  private refuseUnlessOpen(row: SecondaryInviteRow, now: Date): void {
    if (row.declinedAt) throw new HttpError(ErrorCode.inviteExpired, Messages.accountInvitationDeclined);
    if (secondaryInviteStatus(row, now) !== 'open')
      throw new HttpError(ErrorCode.inviteExpired, Messages.invitationExpired);
  }

  private async toView(row: SecondaryInviteRow, user: UserRow, now: Date): Promise<AccountInvitation> {
    return {
      uuid: row.uuid,
      account_id: row.accountId!,
      account_name: row.accountName,
      account_type: row.accountType,
      role: row.role,
      primary_user_full_name: await this.invites.inviterName(row),
      expires: row.expiresAt.toISOString(),
      status: invitationStatus(row, user, now),
    };
  }
}

function invitationStatus(row: SecondaryInviteRow, user: UserRow, now: Date): AccountInvitation['status'] {
  if (row.declinedAt) return 'declined';
  if (row.completedAt && row.userId === user.id) return 'accepted';
  return secondaryInviteStatus(row, now) === 'open' ? 'open' : 'expired';
}
