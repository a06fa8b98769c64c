import { AuthMessages, ErrorCode, type ApplicationSettings } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { SessionRow, UserRow } from '../../db/schema/index.js';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import { HttpError } from '../../plugins/app/http-errors.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import { actsForClients } from './managed-users.js';
import {
  findLiveSessionByKeyHash,
  insertSession,
  listLiveSessions,
  revokeSession,
  revokeUserSessions,
  touchSession,
  updateSession,
} from './sessions.repository.js';

/** Activity is written at most this often per session: enough precision for minute-long timeouts. */
const ACTIVITY_WRITE_INTERVAL_MS = 5_000;
/**
 * A looked-up session is reused for this long. Every change this code makes evicts it at once
 * (here and, through the bus, in other processes); the short life bounds what a change made
 * behind the app's back (by hand in SQL) can miss.
 */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 50_000;

export interface NewSession {
  user: UserRow;
  tenantId: number | null;
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

interface CacheEntry extends Authenticated {
  loadedAt: number;
}

export class SessionsService {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Database,
    private readonly settingsFor: (tenantId: number | null) => ApplicationSettings,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe((message) => {
      if (message.kind === 'session') this.evictSession(message.id);
      else if (message.kind === 'user') this.evictUser(message.id);
      else if (message.kind === 'everything') this.forgetAll();
    });
  }

  async create(input: NewSession): Promise<{ key: string; session: SessionRow }> {
    const key = newSecret();
    const session = await insertSession(this.db, {
      userId: input.user.id,
      keyHash: sha256(key),
      tenantId: input.tenantId,
      // Staff and advisors act for clients: their password alone never opens a session, whatever
      // the sign-in path (password, JWT) asked for.
      twoFactorReason: input.twoFactorReason ?? (actsForClients(input.user) ? 'login' : null),
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      extraPermissions: input.extraPermissions ?? null,
      managedUserId: input.managedUserId ?? null,
    });
    return { key, session };
  }

  /**
   * The session behind a key, or a 401. A session idle for longer than the tenant's
   * session_expire_after is ended here, whatever the browser believes.
   */
  async authenticate(key: string, now: Date, countsAsActivity: boolean): Promise<Authenticated> {
    const keyHash = sha256(key);
    let entry = this.cache.get(keyHash);
    if (!entry || now.getTime() - entry.loadedAt > CACHE_TTL_MS) {
      const found = await findLiveSessionByKeyHash(this.db, keyHash);
      if (!found) {
        this.cache.delete(keyHash);
        throw new HttpError(ErrorCode.notAuthenticated, 'Invalid token.');
      }
      entry = { ...found, loadedAt: now.getTime() };
      this.remember(keyHash, entry);
    }
    const { session, user } = entry;
    const { session_expire_after } = this.settingsFor(session.tenantId);
    if (now.getTime() - session.lastActivityAt.getTime() > session_expire_after * 1000) {
      await this.end(session.id);
      throw new HttpError(ErrorCode.notAuthenticated, AuthMessages.sessionExpired);
    }
    if (countsAsActivity && now.getTime() - session.lastActivityAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
      session.lastActivityAt = now;
      await touchSession(this.db, session.id, now);
    }
    // Copies, so a caller cannot change what the next request sees.
    return { session: { ...session }, user: { ...user } };
  }

  inactiveSeconds(session: SessionRow, now: Date): number {
    return Math.max(0, Math.floor((now.getTime() - session.lastActivityAt.getTime()) / 1000));
  }

  async keepAlive(session: SessionRow, now: Date): Promise<void> {
    await touchSession(this.db, session.id, now);
    await this.changed('session', session.id);
  }

  async confirmTwoFactor(sessionId: number, now: Date): Promise<void> {
    await updateSession(this.db, sessionId, { twoFactorConfirmedAt: now });
    await this.changed('session', sessionId);
  }

  async confirmAction(sessionId: number, now: Date): Promise<void> {
    await updateSession(this.db, sessionId, { actionConfirmedAt: now });
    await this.changed('session', sessionId);
  }

  async end(sessionId: number): Promise<void> {
    await revokeSession(this.db, sessionId);
    await this.changed('session', sessionId);
  }

  async endAllFor(userId: number, exceptSessionId?: number): Promise<void> {
    await revokeUserSessions(this.db, userId, exceptSessionId);
    await this.changed('user', userId);
  }

  /** Call after changing a user row: cached sessions of that user are read again. */
  userChanged(userId: number): Promise<void> {
    return this.changed('user', userId);
  }

  /** Drops every cached session (after changes made outside the services, as tests do). */
  forgetAll(): void {
    this.cache.clear();
  }

  list(userId: number): Promise<SessionRow[]> {
    return listLiveSessions(this.db, userId);
  }

  private async changed(kind: 'session' | 'user', id: number): Promise<void> {
    await this.bus.publish({ kind, id });
  }

  private remember(keyHash: string, entry: CacheEntry): void {
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(keyHash, entry);
  }

  private evictSession(sessionId: number): void {
    for (const [hash, entry] of this.cache) if (entry.session.id === sessionId) this.cache.delete(hash);
  }

  private evictUser(userId: number): void {
    for (const [hash, entry] of this.cache) if (entry.user.id === userId) this.cache.delete(hash);
  }
}
