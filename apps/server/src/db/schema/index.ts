export * from './company-applications.js';
export * from './users.js';
export * from './sessions.js';
export * from './verification-codes.js';
export * from './one-time-tokens.js';
export * from './login-attempts.js';
export * from './outbox-messages.js';
export * from './registration-invites.js';
