import { AuthMessages, ErrorCode } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { CodeChannel, CodePurpose, VerificationCodeRow } from '../../db/schema/index.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import { codeMatches, hashCode, newSixDigitCode } from './secrets.js';
import { consumeCode, countFailedAttempt, insertCode, latestCode } from './verification-codes.repository.js';

export const MAX_CODE_ATTEMPTS = 5;

/**
 * The one rule for every six-digit code (login, action, e-mail and phone confirmation): it must
 * exist and be unused, dies after five wrong guesses (403 max_verification_limit_reached, even
 * for the right code afterwards), expires, and is used once. Wrong answers land on `field`.
 */
export async function checkCode(
  db: Database,
  row: VerificationCodeRow | undefined,
  code: string,
  now: Date,
  field = 'code',
): Promise<void> {
  if (!row || row.usedAt) throw FieldValidationError.field(field, AuthMessages.noCodeRequested);
  if (row.failedAttempts >= MAX_CODE_ATTEMPTS) {
    throw new HttpError(403, ErrorCode.maxVerificationLimitReached, AuthMessages.maxVerificationLimit);
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw FieldValidationError.field(field, AuthMessages.codeExpired);
  if (!codeMatches(row.codeHash, code)) {
    const failed = await countFailedAttempt(db, row.id, MAX_CODE_ATTEMPTS);
    if (failed === null || failed >= MAX_CODE_ATTEMPTS) {
      throw new HttpError(403, ErrorCode.maxVerificationLimitReached, AuthMessages.maxVerificationLimit);
    }
    throw FieldValidationError.field(field, AuthMessages.invalidCode);
  }
  if (!(await consumeCode(db, row.id))) throw FieldValidationError.field(field, AuthMessages.noCodeRequested);
}

/** How long a six-digit code lives. */
export const CODE_TTL_SECONDS = 10 * 60;

export interface CodeTarget {
  userId: number;
  /** The session a login or action code belongs to; null for contact confirmation before sign-in. */
  sessionId: number | null;
  purpose: CodePurpose;
  channel: CodeChannel;
  destination: string;
}

/**
 * Issues a new code for a target: refused (429 with Retry-After) while the previous one is younger
 * than the resend timeout, unless the destination just changed. Returns the code to send.
 */
export async function issueCode(
  db: Database,
  target: CodeTarget,
  resendTimeoutSeconds: number,
  now: Date,
  destinationChanged = false,
): Promise<string> {
  const previous = await latestCode(db, target.userId, target.sessionId, target.purpose);
  if (previous && !destinationChanged) {
    const wait = Math.ceil(resendTimeoutSeconds - (now.getTime() - previous.createdAt.getTime()) / 1000);
    if (wait > 0)
      throw new HttpError(429, ErrorCode.rateLimited, AuthMessages.resendTooSoon(wait), {
        'Retry-After': String(wait),
      });
  }
  const code = newSixDigitCode();
  await insertCode(db, {
    ...target,
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return code;
}
