import { char, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The BSB directory (the Australian Payments Network's published layout), one row per branch.
 * The bsb-directory module imports it; bank accounts read it to name a BSB's bank and branch.
 */
export const bsbBranches = pgTable('bsb_branches', {
  /** Six digits, no dash. */
  bsb: char('bsb', { length: 6 }).primaryKey(),
  mnemonic: text('mnemonic').notNull(),
  bank: text('bank').notNull(),
  branchName: text('branch_name').notNull(),
  street: text('street').notNull(),
  suburb: text('suburb').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  paymentFlags: text('payment_flags').notNull(),
});

export type BsbBranchRow = typeof bsbBranches.$inferSelect;
export type NewBsbBranchRow = typeof bsbBranches.$inferInsert;
