import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProductKey, SecondaryAccountType, SecondaryInviteStep, SecondaryUserTitle } from '@portal/contract';
import { accountPeople } from './account-people.js';
import { accounts } from './accounts.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * An invitation onto another person's account (a joint holder, director, trustee or member).
 * The e-mailed link carries a random token, stored only as its SHA-256; resending replaces it.
 * The server owns the step: welcome (terms) -> password_reset or, for someone already registered,
 * activation -> confirm_phone_number -> fill_individual_tax -> the identity steps ->
 * ready_for_acceptance -> completed.
 */
export const secondaryInvites = pgTable(
  'secondary_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<SecondaryUserTitle>().notNull(),
    accountType: text('account_type').$type<SecondaryAccountType>().notNull(),
    accountName: text('account_name'),
    productKey: text('product_key').$type<ProductKey>().notNull(),
    tenantId: integer('application_id')
      .notNull()
      .references(() => tenants.id),
    primaryUserId: integer('primary_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The account the invitee joins, when the invitation came from the account's people (spec 2 §2). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The person on that account the invitation is for. */
    accountPersonId: integer('account_person_id').references(() => accountPeople.id, { onDelete: 'cascade' }),
    step: text('step').$type<SecondaryInviteStep>().notNull().default('welcome'),
    /** The invitee's user: set at set-password, or at activation for someone already registered. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The registered invitee said no at /accounts/secondary-invite/ (revokedAt is set with it). */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('secondary_invites_uuid_unique').on(t.uuid),
    uniqueIndex('secondary_invites_token_unique').on(t.tokenHash),
    index('secondary_invites_user_idx').on(t.userId),
    index('secondary_invites_account_person_idx').on(t.accountPersonId),
  ],
);

export type SecondaryInviteRow = typeof secondaryInvites.$inferSelect;
