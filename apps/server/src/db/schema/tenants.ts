import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApplicationConfiguration, ProductKey } from '@portal/contract';

/** One white-label tenant (a company application on the wire and in SQL): a product with its own brand, host names and settings. */
export const tenants = pgTable('company_applications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  productKey: text('product_key').$type<ProductKey>().notNull(),
  /** Host names (without port) that select this tenant when no Application-Id header is sent. */
  hosts: text('hosts').array().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  configuration: jsonb('configuration').$type<ApplicationConfiguration>().notNull(),
  /**
   * A browser monitoring script the pages load (GET /api/utils/constance-config/), its origin
   * allowed by the pages' CSP. Beside the configuration, which the current application sends whole.
   */
  monitoringScriptUrl: text('monitoring_script_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
