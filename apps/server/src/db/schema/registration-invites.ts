import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountType, ProductKey } from '@portal/contract';
import { accounts } from './accounts.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * An invitation from the provider to register. The link carries the uuid; the 12-digit code
 * travels in the same e-mail and is stored only as a salted hash, with wrong entries counted
 * like login codes. The server owns the step and moves it forward only on valid data.
 */
export const registrationInvites = pgTable(
  'registration_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    accountName: text('account_name'),
    /**
     * An account the provider already holds that the invitee takes up as its primary holder; null
     * when the invitee sets up a new one (account_create).
     */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /**
     * The account the invitee set up at account_create, linked when they created it, so the
     * invitation keeps saying which account it led to.
     */
    createdAccountId: integer('created_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    productKey: text('product_key').$type<ProductKey>().notNull(),
    tenantId: integer('application_id')
      .notNull()
      .references(() => tenants.id),
    codeHash: text('code_hash').notNull(),
    failedCodeAttempts: integer('failed_code_attempts').notNull().default(0),
    step: text('step').notNull().default('welcome'),
    userId: integer('user_id').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** First time the welcome screen showed (invite-opened); the step does not move for it. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** When the invitee accepted the terms and conditions and the privacy policy (accept-toc). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set when an operator withdraws the invitation. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_invites_uuid_unique').on(t.uuid),
    index('registration_invites_email_idx').on(t.email),
  ],
);

export type RegistrationInviteRow = typeof registrationInvites.$inferSelect;
