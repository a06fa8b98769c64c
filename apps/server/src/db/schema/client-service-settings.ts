import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/**
 * What GET /api/ipm/configuration/ answers for one tenant (spec 3 §3
 * Configuration): the team that books review meetings, and the disclaimer under the dashboard
 * and reports. Kept apart from the tenant's public configuration, which every visitor
 * reads before signing in. A tenant without a row answers no booking team and the
 * default disclaimer.
 */
export const clientServiceSettings = pgTable('client_service_settings', {
  tenantId: integer('application_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  bookingTeamPhoneNumber: text('booking_team_phone_number'),
  bookingTeamEmail: text('booking_team_email'),
  bookingTeamAdditionalEmail: text('booking_team_additional_email'),
  /** Paragraphs of the disclaimer; null keeps the portal's default text. */
  disclaimer: jsonb('disclaimer').$type<string[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ClientServiceSettingsRow = typeof clientServiceSettings.$inferSelect;
