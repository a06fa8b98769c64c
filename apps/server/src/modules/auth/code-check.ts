import { AuthMessages, ErrorCode } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { VerificationCodeRow } from '../../db/schema/index.js';
import { FieldValidationError, HttpError } from '../../plugins/app/http-errors.js';
import { codeMatches } from './secrets.js';
import { consumeCode, countFailedAttempt } from './verification-codes.repository.js';

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
