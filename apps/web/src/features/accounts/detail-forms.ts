import { UnfilledAccountField } from '@portal/contract';
import { paths } from '../../config/paths';

/**
 * Where each missing part of an account is filled in (spec 2 §2 route table, §4 fill-in). People
 * share one form whose title follows the account type (directors, trustees or members, spec 2
 * §6); both tax kinds share the tax form; the ongoing IPS opens its wizard, which resumes at the
 * statement's next step.
 */
export function detailFormHref(field: UnfilledAccountField, accountId: number): string | null {
  const forms = paths.accounts.forms;
  switch (field) {
    case UnfilledAccountField.individual_tax:
    case UnfilledAccountField.corporate_tax:
      return forms.tax.getHref({ accountId });
    case UnfilledAccountField.secondary_users:
    case UnfilledAccountField.directors:
    case UnfilledAccountField.trustee_details:
      return forms.secondaryUsers.getHref({ accountId });
    case UnfilledAccountField.beneficial_owners:
      return forms.beneficialOwners.getHref({ accountId });
    case UnfilledAccountField.corporate_account_details:
      return forms.companyDetails.getHref({ accountId });
    case UnfilledAccountField.trust:
      return forms.individualTrustDetails.getHref({ accountId });
    case UnfilledAccountField.signing_authority:
      return forms.signingAuthority.getHref({ accountId });
    case UnfilledAccountField.deed_attachments:
      return paths.accountSetup.editTrustDeeds.getHref({ account_id: accountId });
    case UnfilledAccountField.certificates:
      return paths.accountSetup.editWholesaleInvestorDetails.getHref({ account_id: accountId });
    case UnfilledAccountField.bank_accounts:
      return paths.accountSetup.editBankAccountDetails.getHref({ id: accountId });
    case UnfilledAccountField.portfolio_application:
      return paths.accountSetup.createPortfolioDetails.getHref({ id: accountId });
    case UnfilledAccountField.ongoing_ips:
      return paths.accountSetup.strategicAssetAllocationDetails.getHref({ id: accountId });
  }
}
