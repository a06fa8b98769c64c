import { ActivityDescriptions, AuthMessages } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { recordActivity } from '../activities/index.js';
import { NO_CLIENT, type ActivityClient } from '../../plugins/app/request-client.js';
import { consumeToken, findUsableToken, insertToken, retireTokens } from './one-time-tokens.repository.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import type { SessionsService } from './sessions.service.js';
import { findUserByEmail, findUserById, updateUser } from './users.repository.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export class PasswordsService {
  constructor(
    private readonly db: Database,
    private readonly sender: MessageSender,
    private readonly sessions: SessionsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Answers at once, the same way for any address; the lookup and the e-mail happen afterwards so
   * neither the answer nor its timing says whether the address has an account.
   */
  requestReset(email: string, links: { publicUrl: string; tenantName: string }): void {
    setImmediate(() => {
      this.sendResetLink(email, links).catch((error: unknown) =>
        this.log.error({ err: error }, 'password reset e-mail failed'),
      );
    });
  }

  private async sendResetLink(email: string, links: { publicUrl: string; tenantName: string }): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || !user.isActive || user.blockedAt) return;
    const url = await this.resetUrl(user.id, links.publicUrl);
    await this.sender.send({
      channel: 'email',
      to: user.email,
      subject: `Reset your ${links.tenantName} password`,
      body: `Someone asked to reset the password of your ${links.tenantName} account.\n\nOpen this link within one hour to choose a new password:\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
    });
  }

  /**
   * A login the provider made (an advisor's, issue #24) has no password yet: this e-mails the link
   * to choose one, before the answer, since the operator who asked already knows the address.
   */
  async sendSetupLink(user: { id: number; email: string }, links: { publicUrl: string; tenantName: string }) {
    const url = await this.resetUrl(user.id, links.publicUrl);
    await this.sender.send({
      channel: 'email',
      to: user.email,
      subject: `Your ${links.tenantName} login`,
      body: `A login to ${links.tenantName} has been made for you.\n\nOpen this link within one hour to choose your password:\n${url}\n\nWhen it has expired, ask for a new one with "Forgot password" on the sign-in page.`,
    });
  }

  /** A fresh one-time reset token for the user (earlier ones retired), as the link that uses it. */
  private async resetUrl(userId: number, publicUrl: string): Promise<string> {
    const token = newSecret();
    await retireTokens(this.db, userId, 'password_reset');
    await insertToken(this.db, {
      userId,
      purpose: 'password_reset',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    return `${publicUrl}/auth/reset-password-confirm/?token=${encodeURIComponent(token)}`;
  }

  async isResetTokenValid(token: string, now: Date): Promise<boolean> {
    return Boolean(await findUsableToken(this.db, sha256(token), 'password_reset', now));
  }

  /** Sets the new password, ends every session, and makes the next sign-in pass two-factor. */
  async confirmReset(token: string, newPassword: string, now: Date, client: ActivityClient = NO_CLIENT): Promise<void> {
    const row = await findUsableToken(this.db, sha256(token), 'password_reset', now);
    if (!row || !(await consumeToken(this.db, row.id)))
      throw FieldValidationError.field('token', AuthMessages.tokenInvalid);
    await updateUser(this.db, row.userId, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: now,
      forcePasswordChange: false,
      twoFactorAfterReset: true,
    });
    await this.sessions.endAllFor(row.userId);
    await recordActivity(this.db, {
      userId: row.userId,
      type: 'password_reset',
      description: ActivityDescriptions.passwordReset,
      ...client,
    });
  }

  async verify(user: UserRow, password: string): Promise<void> {
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      throw FieldValidationError.field('password', AuthMessages.wrongPassword);
    }
  }

  /** A wrong old password is flagged on its field; other sessions end, this one stays. */
  async change(
    userId: number,
    currentSessionId: number,
    oldPassword: string,
    newPassword: string,
    now: Date,
    client: ActivityClient = NO_CLIENT,
  ): Promise<void> {
    const user = await findUserById(this.db, userId);
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
      throw FieldValidationError.field('old_password', AuthMessages.wrongOldPassword);
    }
    if (oldPassword === newPassword) {
      throw FieldValidationError.field('new_password1', 'The new password must differ from the old one.');
    }
    await updateUser(this.db, userId, {
      passwordHash: await hashPassword(newPassword),
      passwordChangedAt: now,
      forcePasswordChange: false,
    });
    await this.sessions.endAllFor(userId, currentSessionId);
    await recordActivity(this.db, {
      userId,
      type: 'password_change',
      description: ActivityDescriptions.passwordChanged,
      ...client,
    });
  }
}
