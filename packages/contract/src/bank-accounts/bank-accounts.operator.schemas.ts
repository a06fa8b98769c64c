/**
 * An account's bank accounts as staff read them on the back office's account page (issue #23:
 * "see everything the investor sees"): the investor's view of each, the number masked as change
 * requests show it, with the request it waits on. Statements and passwords stay with the members.
 */
import { z } from 'zod';
import { bankAccountSchema, changeRequestSchema } from './bank-accounts.schemas.js';

export const operatorBankAccountSchema = bankAccountSchema
  .pick({
    id: true,
    status: true,
    name: true,
    bsb: true,
    number: true,
    bank: true,
    branch: true,
    linked_products: true,
  })
  .extend({
    /** Stars, then the last 3 digits ('*****567'). */
    number: z.string(),
    /** The open request it waits on (verify, edit, delete or link: at most one); null when none. */
    open_change_request: changeRequestSchema.nullable(),
  })
  .meta({ id: 'OperatorBankAccount' });
export type OperatorBankAccount = z.infer<typeof operatorBankAccountSchema>;

/** GET /api/operator/accounts/{id}/bank-accounts/: the account's bank accounts not removed, oldest first. */
export const operatorBankAccountListSchema = z.array(operatorBankAccountSchema).meta({ id: 'OperatorBankAccountList' });
