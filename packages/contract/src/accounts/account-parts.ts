/**
 * Which parts an account of a type takes, filled or not (spec 2 §3 `required_fields_for_account_type`):
 * the server's missing parts are these less what is saved, and the account page shows a section
 * for each.
 */
import { AccountType, TrusteeType, UnfilledAccountField } from './accounts.enums.js';
import { takesAcn, takesTrustee } from './accounts.schemas.js';
import { ProductKey } from '../products/products.enums.js';

export interface AccountShape {
  type: AccountType;
  trustee: TrusteeType | null;
  products: readonly string[];
  /** People on the account, the primary person and invited people included. */
  memberCount: number;
}

/**
 * - individual_tax: always (the primary person's);
 * - secondary_users: a joint account;
 * - beneficial_owners: a company or a trust;
 * - directors, corporate_account_details, corporate_tax: a company, or an SMSF or trust whose
 *   trustee is a company;
 * - trust: a trust; trustee_details: an SMSF or trust with individual trustees;
 * - deed_attachments: an SMSF or a trust;
 * - certificates: an account with loan notes (icf);
 * - signing_authority: more than one person;
 * - bank_accounts: an account applying for a product (icf or ipm);
 * - portfolio_application, ongoing_ips: the private portfolio (ipm).
 */
export function requiredAccountParts(account: AccountShape): UnfilledAccountField[] {
  const corporate = takesAcn(account.type, account.trustee);
  const isTrust = account.type === AccountType.trust;
  const ipm = account.products.includes(ProductKey.ipm);
  const icf = account.products.includes(ProductKey.icf);
  const takes: Record<UnfilledAccountField, boolean> = {
    individual_tax: true,
    secondary_users: account.type === AccountType.joint,
    beneficial_owners: account.type === AccountType.company || isTrust,
    directors: corporate,
    corporate_account_details: corporate,
    trust: isTrust,
    trustee_details: takesTrustee(account.type) && account.trustee === TrusteeType.individual,
    corporate_tax: corporate,
    deed_attachments: takesTrustee(account.type),
    certificates: icf,
    signing_authority: account.memberCount > 1,
    bank_accounts: icf || ipm,
    portfolio_application: ipm,
    ongoing_ips: ipm,
  };
  return Object.values(UnfilledAccountField).filter((field) => takes[field]);
}
