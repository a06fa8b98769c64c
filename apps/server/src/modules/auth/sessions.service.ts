import { AuthMessages, ErrorCode, type ApplicationSettings } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { SessionRow, UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../plugins/app/http-errors.js';
import { newSecret, sha256 } from './secrets.js';
import {
  findLiveSessionByKeyHash,
  insertSession,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './sessions.repository.js';

/** Activity is written at most this often per session: enough precision for minute-long timeouts. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export interface NewSession {
  user: UserRow;
  applicationId: number | null;
  ipAddress: string | null;
  userAgent: string | null;
  twoFactorReason: 'login' | 'password_reset' | null;
  extraPermissions?: string[] | undefined;
  managedUserId?: number | null | undefined;
}

export interface Authenticated {
  session: SessionRow;
  user: UserRow;
}

export class SessionsService {
  constructor(
    private readonly db: Database,
    private readonly settingsFor: (applicationId: number | null) => ApplicationSettings,
  ) {}

  async create(input: NewSession): Promise<{ key: string; session: SessionRow }> {
    const key = newSecret();
    const session = await insertSession(this.db, {
      userId: input.user.id,
      keyHash: sha256(key),
      applicationId: input.applicationId,
      twoFactorReason: input.twoFactorReason,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      extraPermissions: input.extraPermissions ?? null,
      managedUserId: input.managedUserId ?? null,
    });
    return { key, session };
  }

  /**
   * The session behind a key, or a 401. A session idle for longer than the application's
   * session_expire_after is ended here, whatever the browser believes.
   */
  async authenticate(key: string, now: Date, countsAsActivity: boolean): Promise<Authenticated> {
    const found = await findLiveSessionByKeyHash(this.db, sha256(key));
    if (!found) throw new HttpError(401, ErrorCode.notAuthenticated, 'Invalid token.');
    const { session, user } = found;
    const { session_expire_after } = this.settingsFor(session.applicationId);
    if (now.getTime() - session.lastActivityAt.getTime() > session_expire_after * 1000) {
      await revokeSession(this.db, session.id);
      throw new HttpError(401, ErrorCode.notAuthenticated, AuthMessages.sessionExpired);
    }
    if (countsAsActivity && now.getTime() - session.lastActivityAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
      await touchSession(this.db, session.id, now);
      session.lastActivityAt = now;
    }
    return { session, user };
  }

  inactiveSeconds(session: SessionRow, now: Date): number {
    return Math.max(0, Math.floor((now.getTime() - session.lastActivityAt.getTime()) / 1000));
  }

  async keepAlive(session: SessionRow, now: Date): Promise<void> {
    await touchSession(this.db, session.id, now);
  }

  end(sessionId: number): Promise<void> {
    return revokeSession(this.db, sessionId);
  }

  endAllFor(userId: number, exceptSessionId?: number): Promise<void> {
    return revokeUserSessions(this.db, userId, exceptSessionId);
  }

  list(userId: number): Promise<SessionRow[]> {
    return listLiveSessions(this.db, userId);
  }
}
