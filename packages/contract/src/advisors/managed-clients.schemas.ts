import { z } from 'zod';
import { AccountType } from '../accounts/accounts.enums.js';
import { FINDER_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { emailSchema } from '../fields/person.js';
import { mobileSchema } from '../fields/identifiers.js';
import { pageQuerySchema, pageSchema } from '../pagination/pagination.schemas.js';

/**
 * The clients a staff member or an advisor may act for (spec 1 §6, issue #24): GET
 * /api/profiles/managed-users/. Staff see every investor, an advisor the people on the accounts
 * they serve; choosing one sends its `user_id` as the Managed-User-id header.
 */
export const managedClientsQuerySchema = pageQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(FINDER_INPUT_MAX_LENGTH, fieldSpecMessages.queryTooLong(FINDER_INPUT_MAX_LENGTH))
    .optional()
    .transform((s) => s || undefined),
});
export type ManagedClientsQuery = z.infer<typeof managedClientsQuerySchema>;

export const managedClientSchema = z
  .object({
    user_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    accounts: z.array(z.object({ id: z.number().int(), name: z.string(), account_type: z.enum(AccountType) })),
  })
  .meta({ id: 'ManagedClient' });
export type ManagedClient = z.infer<typeof managedClientSchema>;

export const managedClientPageSchema = pageSchema(managedClientSchema).meta({ id: 'ManagedClientPage' });

/**
 * Gives an advisor record its login (`npm run admin -- advisors login`): the person with this
 * e-mail, made if there is none (they choose a password from the e-mailed link). Login two-factor
 * is on from the start, so the mobile is required.
 */
export const operatorAdvisorLoginSchema = z
  .object({ email: emailSchema('Email'), phone_number: mobileSchema })
  .meta({ id: 'OperatorAdvisorLogin' });
export type OperatorAdvisorLogin = z.infer<typeof operatorAdvisorLoginSchema>;
