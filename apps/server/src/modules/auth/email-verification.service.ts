import { AuthMessages } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { consumeToken, findUsableToken, insertToken, retireTokens } from './one-time-tokens.repository.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import type { SessionsService } from './sessions.service.js';
import { findUserById, updateUser } from './users.repository.js';

const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

export class EmailVerificationService {
  constructor(
    private readonly db: Database,
    private readonly sender: MessageSender,
    private readonly sessions: SessionsService,
  ) {}

  async send(user: UserRow, links: { publicUrl: string; tenantName: string }): Promise<void> {
    const token = newSecret();
    await retireTokens(this.db, user.id, 'email_verification');
    await insertToken(this.db, {
      userId: user.id,
      purpose: 'email_verification',
      tokenHash: sha256(token),
      email: user.email,
      expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
    });
    const url = `${links.publicUrl}/auth/email-verify/?token=${encodeURIComponent(token)}`;
    await this.sender.send({
      channel: 'email',
      to: user.email,
      subject: `Verify your e-mail address for ${links.tenantName}`,
      body: `Please confirm that ${user.email} is your e-mail address by opening this link:\n${url}`,
    });
  }

  /** Verifies the address the link was sent to, and only while it is still the user's address. */
  async verify(token: string, now: Date): Promise<void> {
    const row = await findUsableToken(this.db, sha256(token), 'email_verification', now);
    const user = row ? await findUserById(this.db, row.userId) : undefined;
    if (
      !row ||
      !user ||
      user.email.toLowerCase() !== row.email?.toLowerCase() ||
      !(await consumeToken(this.db, row.id))
    ) {
      throw FieldValidationError.field('token', AuthMessages.tokenInvalid);
    }
    await updateUser(this.db, user.id, { emailVerifiedAt: now });
    await this.sessions.userChanged(user.id);
  }
}
