export { authPlugin } from './auth.plugin.js';
export { authenticatePlugin } from './authenticate.js';
export { checkCode, CODE_TTL_SECONDS, issueCode, MAX_CODE_ATTEMPTS } from './code-check.js';
export { consumeToken, findUsableToken, insertToken, retireTokens } from './one-time-tokens.repository.js';
export { advisorEntryLink } from './jwt.js';
export { hashPassword } from './password-hashing.js';
export { LOCKOUT_FAILURES, LOCKOUT_WINDOW_MS } from './login.service.js';
export { PasswordsService } from './passwords.service.js';
export { SessionsService } from './sessions.service.js';
export {
  actionConfirmationMissing,
  requireActionConfirmation,
  securitySchema,
  type GuardOptions,
} from './two-factor-guard.js';
export { actsForClients } from './managed-users.js';
export { findUserByEmail, findUserById, updateUser } from './users.repository.js';
export { consumeCode, latestCode } from './verification-codes.repository.js';
