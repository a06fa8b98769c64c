import { AuthMessages, ErrorCode, Messages } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import { beginAttemptWithinLimits, lockAttemptsFor, settleAttempt } from './login-attempts.repository.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { findUserByEmail } from './users.repository.js';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_FAILURE_LIMIT = 30;

/**
 * Checks e-mail and password. Lockout is computed from the attempts stored per typed e-mail, so
 * an unknown address locks exactly like a real one, and the password is always hashed (against a
 * fixed dummy hash for unknown addresses) so the answer takes the same time either way.
 *
 * The limits are kept in the database, so every server process on it counts the same attempts.
 * A check is counted before its password is compared, not after: comparing takes ~75 ms, and
 * guesses sent at the same moment (to one process or spread over several) would otherwise all
 * pass a count that none of them had added to yet. One e-mail's checks are counted one at a
 * time under a PostgreSQL advisory lock held for that count alone, never while hashing.
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

    const attempt = await this.db.transaction(async (tx) => {
      await lockAttemptsFor(tx, email);
      return beginAttemptWithinLimits(tx, {
        email,
        ipAddress,
        at: now,
        since,
        addressFailureLimit: ADDRESS_FAILURE_LIMIT,
        lockoutFailures: LOCKOUT_FAILURES,
      });
    });
    // The address limit counts settled failures only: sign-ins in flight from one address (an
    // office behind one gateway) are not failures, so a burst from one address can pass it by
    // the number in flight. Each e-mail's five guesses, the lockout, are exact.
    if (attempt.addressFailures >= ADDRESS_FAILURE_LIMIT) {
      throw new HttpError(ErrorCode.rateLimited, AuthMessages.tooManyRequests, {
        'Retry-After': String(LOCKOUT_WINDOW_MS / 1000),
      });
    }
    if (attempt.id === null) {
      // Five failures, or checks in flight, since the window's start or the last success: locked
      // for the window from the newest of them.
      const lockedUntil = new Date(attempt.lockoutFrom!.getTime() + LOCKOUT_WINDOW_MS);
      throw new HttpError(ErrorCode.temporaryBlocked, AuthMessages.accountLocked(formatRetryTime(lockedUntil)), {
        'Retry-After': String(Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)),
      });
    }

    const user = await findUserByEmail(this.db, email);
    const ok = await verifyPassword(user?.passwordHash ?? (await this.dummy()), password);
    const succeeded = Boolean(user?.passwordHash && ok);
    await settleAttempt(this.db, attempt.id, succeeded);
    if (!user || !succeeded) throw FieldValidationError.nonField(AuthMessages.invalidCredentials);
    if (user.blockedAt || !user.isActive) throw new HttpError(ErrorCode.permanentBlocked, Messages.accountBlocked);
    return user;
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
