import { AuthMessages, ErrorCode } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { CodeChannel, CodePurpose, VerificationCodeRow } from '../../db/schema/index.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import { codeMatches, hashCode, newSixDigitCode } from '../../platform/secrets.js';
import { countGuess, insertCode, latestCode, lockCodesFor, useGuessedCode } from './verification-codes.repository.js';

export const MAX_CODE_ATTEMPTS = 5;

/**
 * The one rule for every six-digit code (login, action, e-mail and phone confirmation): it must
 * exist and be unused, dies after five wrong guesses (403 max_verification_limit_reached, even
 * for the right code afterwards), expires, and is used once. Wrong answers land on `field`.
 *
 * A guess is counted on the code's row before it is compared, never after: guesses sent at the
 * same moment (to one process or spread over several) have all read the row before any of them
 * counts, so counting after the compare let a right guess in a burst through after more than
 * five wrong ones. Counted first, at most five guesses are ever compared; a right one gives its
 * count back as it uses the code.
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
    throw new HttpError(ErrorCode.maxVerificationLimitReached, AuthMessages.maxVerificationLimit);
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw FieldValidationError.field(field, AuthMessages.codeExpired);
  const counted = await countGuess(db, row.id, MAX_CODE_ATTEMPTS);
  if (counted === null) {
    throw new HttpError(ErrorCode.maxVerificationLimitReached, AuthMessages.maxVerificationLimit);
  }
  if (!codeMatches(row.codeHash, code)) {
    if (counted >= MAX_CODE_ATTEMPTS) {
      throw new HttpError(ErrorCode.maxVerificationLimitReached, AuthMessages.maxVerificationLimit);
    }
    throw FieldValidationError.field(field, AuthMessages.invalidCode);
  }
  if (!(await useGuessedCode(db, row.id))) throw FieldValidationError.field(field, AuthMessages.noCodeRequested);
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
  // Read the previous code and add the new one under a lock every process takes: two requests
  // arriving together (on one process or two) would otherwise both find no recent code and both
  // send one.
  return db.transaction(async (tx) => {
    await lockCodesFor(tx, target.userId);
    const previous = await latestCode(tx, target.userId, target.sessionId, target.purpose);
    if (previous && !destinationChanged) {
      const wait = Math.ceil(resendTimeoutSeconds - (now.getTime() - previous.createdAt.getTime()) / 1000);
      if (wait > 0)
        throw new HttpError(ErrorCode.rateLimited, AuthMessages.resendTooSoon(wait), {
          'Retry-After': String(wait),
        });
    }
    const code = newSixDigitCode();
    await insertCode(tx, {
      ...target,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      createdAt: now,
    });
    return code;
  });
}
