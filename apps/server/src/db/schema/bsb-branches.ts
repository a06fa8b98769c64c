import { char, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The BSB directory: one row per branch of the file the Australian Payments Network publishes
 * (BSBDirectory*.csv), replaced whole by each import (`npm run admin -- bsb import`). The
 * investor's bank account form looks a BSB up here to fill the bank and branch names. `bank` is
 * the institution's name, resolved from the mnemonic at import (modules/bsb-directory/
 * institution-names.ts), so a lookup reads one row and joins nothing.
 */
export const bsbBranches = pgTable('bsb_branches', {
  /** Six digits, without the hyphen the file has. */
  bsb: char('bsb', { length: 6 }).primaryKey(),
  /** The institution's code in the file (CBA, WBC, ...). */
  mnemonic: text('mnemonic').notNull(),
  bank: text('bank').notNull(),
  branchName: text('branch_name').notNull(),
  street: text('street').notNull(),
  suburb: text('suburb').notNull(),
  state: text('state').notNull(),
  postcode: text('postcode').notNull(),
  /** P(aper), E(lectronic), H(igh value), as the file spells them ("PEH", "P H", "E"). */
  paymentFlags: text('payment_flags').notNull(),
});

export type BsbBranchRow = typeof bsbBranches.$inferSelect;
export type NewBsbBranchRow = typeof bsbBranches.$inferInsert;
