import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AccountStatus, AccountType, CorporateInfo, TrusteeType } from '@portal/contract';
import { tenants } from './tenants.js';
import { users } from './users.js';

/**
 * An investment account (spec 2 §3 Account). The portfolio feed creates accounts the administration
 * system knows, by their external code (status active); an investor sets one up in the portal
 * (status pending, no code until staff activate it). Codes are unique; NULLs do not collide.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** The administration system's account code; feeds refer to accounts by it. */
    externalCode: text('external_code'),
    name: text('name').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    /** Active for the feed's accounts; the portal inserts its own as pending. */
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    tenantId: integer('application_id').references(() => tenants.id),
    /** An SMSF's own ABN, or a company's (from its ACN's answer); digits only. */
    abn: text('abn'),
    /** A company's ACN, or the corporate trustee's of an SMSF or a trust; digits only. */
    acn: text('acn'),
    /** SMSF and trust only. */
    trusteeType: text('trustee_type').$type<TrusteeType>(),
    /** A corporate trustee's name, as typed. */
    trusteeName: text('trustee_name'),
    /** The register's answer for the ACN when the account was set up: the company and its officeholders. */
    acnLookupData: jsonb('acn_lookup_data').$type<CorporateInfo>(),
    /** Product codes registered on the account (icf, ipm, viv). */
    products: text('products').array().notNull().default([]),
    /** The primary director's answer to the 25% question (Set up directors); null until answered. */
    primaryUserRole: boolean('primary_user_role'),
    /** 'Are there any additional Trustees?' (or other holders); null until answered. */
    hasSecondaryUsers: boolean('has_secondary_users'),
    skipBeneficialOwners: boolean('skip_beneficial_owners').notNull().default(false),
    skipDeedAttachment: boolean('skip_deed_attachment').notNull().default(false),
    /** When the portfolio application (ipm) was first saved; null until then (its unfilled field). */
    portfolioApplicationSavedAt: timestamp('portfolio_application_saved_at', { withTimezone: true }),
    /** When an investment policy statement was first completed (wizard done); null until then (ongoing_ips). */
    investmentPolicyCompletedAt: timestamp('investment_policy_completed_at', { withTimezone: true }),
    /** Who set the account up in the portal; null for the feed's accounts. */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff activated it (the operator API); null for the feed's accounts and those in setup. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('accounts_uuid_unique').on(t.uuid),
    uniqueIndex('accounts_external_code_unique').on(t.externalCode),
    index('accounts_application_idx').on(t.tenantId),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
