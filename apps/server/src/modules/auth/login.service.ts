import { AuthMessages, ErrorCode, Messages } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import {
  failuresFromAddress,
  lastSuccessForEmail,
  recentFailuresForEmail,
  recordAttempt,
} from './login-attempts.repository.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { findUserByEmail } from './users.repository.js';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_FAILURE_LIMIT = 30;

/**
 * Checks e-mail and password. Lockout is computed from the attempts stored per typed e-mail, so
 * an unknown address locks exactly like a real one, and the password is always hashed (against a
 * fixed dummy hash for unknown addresses) so the answer takes the same time either way.
 */
export class LoginService {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly db: Database) {}

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
    return this.dummyHash;
  }

  async verifyCredentials(emailInput: string, password: string, ipAddress: string, now: Date): Promise<UserRow> {
    const email = emailInput.trim().toLowerCase();
    const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);

    if ((await failuresFromAddress(this.db, ipAddress, since)) >= ADDRESS_FAILURE_LIMIT) {
      throw new HttpError(429, ErrorCode.rateLimited, AuthMessages.tooManyRequests, {
        'Retry-After': String(LOCKOUT_WINDOW_MS / 1000),
      });
    }
    const lockedUntil = await this.lockedUntil(email, since);
    if (lockedUntil && lockedUntil > now) {
      throw new HttpError(403, ErrorCode.temporaryBlocked, AuthMessages.accountLocked(formatRetryTime(lockedUntil)), {
        'Retry-After': String(Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
      });
    }

    const user = await findUserByEmail(this.db, email);
    const ok = await verifyPassword(user?.passwordHash ?? (await this.dummy()), password);
    if (!user || !user.passwordHash || !ok) {
      await recordAttempt(this.db, email, ipAddress, false, now);
      throw FieldValidationError.nonField(AuthMessages.invalidCredentials);
    }
    await recordAttempt(this.db, email, ipAddress, true, now);
    if (user.blockedAt || !user.isActive) throw new HttpError(403, ErrorCode.permanentBlocked, Messages.accountBlocked);
    return user;
  }

  private async lockedUntil(email: string, since: Date): Promise<Date | null> {
    const lastSuccess = await lastSuccessForEmail(this.db, email);
    const from = lastSuccess && lastSuccess > since ? lastSuccess : since;
    const failures = await recentFailuresForEmail(this.db, email, from, LOCKOUT_FAILURES);
    if (failures.length < LOCKOUT_FAILURES) return null;
    return new Date(failures[0]!.createdAt.getTime() + LOCKOUT_WINDOW_MS);
  }
}

/** 'HH:mm' on the provider's clock (Australian Eastern time); a lock lasts minutes, so the time is enough. */
function formatRetryTime(at: Date): string {
  return new Intl.DateTimeFormat('en-AU', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Australia/Sydney',
    timeZoneName: 'short',
  }).format(at);
}
