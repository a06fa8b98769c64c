/**
 * Applying for a product on an account (spec 2 §2 "Apply now": an investor applies for loan notes
 * or a private portfolio on a new or existing account). `POST /api/accounts/{id}/products/` adds
 * the product to the account when its company application offers it; the product's own screens
 * (loan note product details, the portfolio application) follow.
 */
import { z } from 'zod';
import { ProductKey } from './products.enums.js';

export const AccountProductMessages = {
  chooseProduct: 'Choose loan notes or a private portfolio',
  notOffered: 'This product is not offered to this account',
  primaryOnly: 'Only the primary user of this account can apply for a product.',
  accountClosed: 'This account is closed: it cannot apply for products',
} as const;

export const accountProductCreateSchema = z
  .object({
    product: z.enum([ProductKey.icf, ProductKey.ipm], { error: AccountProductMessages.chooseProduct }),
  })
  .meta({ id: 'AccountProductCreate' });
export type AccountProductCreate = z.input<typeof accountProductCreateSchema>;
