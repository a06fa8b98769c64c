import {
  ActivityDescriptions,
  ContactChangeMessages,
  ErrorCode,
  type DetailResponse,
  type OperatorUserAccess,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../plugins/app/http-errors.js';
import { recordActivity } from '../activities/index.js';
import { NO_CLIENT, type ActivityClient } from '../../plugins/app/request-client.js';
import type { PasswordsService } from '../auth/index.js';
import type { SessionsService } from '../auth/index.js';
import { findUserByEmail, updateUser } from '../auth/index.js';

/**
 * Blocking one's own access (spec 1 §4 Block account) and the provider lifting it. A block ends
 * every session of the user at once and sign-in answers permanent_blocked until an operator
 * unblocks; the user cannot undo it, which is the point when they fear someone else has access.
 */
export class AccountBlockingService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordsService,
  ) {}

  async blockOwnAccess(user: UserRow, password: string, client: ActivityClient, now: Date): Promise<DetailResponse> {
    await this.passwords.verify(user, password);
    await this.db.transaction(async (tx) => {
      await updateUser(tx, user.id, { blockedAt: now });
      await recordActivity(tx, {
        userId: user.id,
        type: 'account_blocked',
        description: ActivityDescriptions.accountBlocked,
        ...client,
      });
    });
    await this.sessions.endAllFor(user.id);
    return { detail: ContactChangeMessages.accessBlocked };
  }

  /** Operator only. Unblocking a user who is not blocked changes nothing and says so the same way. */
  async unblock(email: string): Promise<OperatorUserAccess> {
    const user = await findUserByEmail(this.db, email);
    if (!user) throw new HttpError(ErrorCode.notFound, ContactChangeMessages.userNotFound);
    if (user.blockedAt) {
      await this.db.transaction(async (tx) => {
        await updateUser(tx, user.id, { blockedAt: null });
        await recordActivity(tx, {
          userId: user.id,
          type: 'account_unblocked',
          description: ActivityDescriptions.accountUnblocked,
          ...NO_CLIENT,
        });
      });
      await this.sessions.userChanged(user.id);
    }
    return { user_id: user.id, email: user.email, is_blocked: false, detail: ContactChangeMessages.userUnblocked };
  }
}
