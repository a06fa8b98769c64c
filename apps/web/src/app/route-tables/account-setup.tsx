import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { page } from './lazy-page';

/**
 * Document 2 §2: account setup and management (the investor's investment accounts), every screen
 * built (the public signing pages and the sign result are in signing.tsx). Signed in, in the
 * signed-in layout.
 */
export const accountSetupRoutes: RouteObject[] = [
  {
    path: paths.accountSetup.applyNow.path,
    lazy: page(
      () => import('../routes/account-setup/apply-now'),
      (m) => m.ApplyNowRoute,
    ),
  },
  {
    path: paths.accountSetup.createNewAccount.path,
    lazy: page(
      () => import('../routes/account-setup/create-new-account'),
      (m) => m.CreateNewAccountRoute,
    ),
  },
  {
    path: paths.accountSetup.createProductDetails.path,
    lazy: page(
      () => import('../routes/account-setup/product-details'),
      (m) => m.ProductDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.createPortfolioDetails.path,
    lazy: page(
      () => import('../routes/account-setup/portfolio-details'),
      (m) => m.PortfolioDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.editProductDetails.path,
    lazy: page(
      () => import('../routes/account-setup/product-details'),
      (m) => m.ProductDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.editBankAccountDetails.path,
    lazy: page(
      () => import('../routes/account-setup/edit-bank-account-details'),
      (m) => m.EditBankAccountDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.editWholesaleInvestorDetails.path,
    lazy: page(
      () => import('../routes/account-setup/edit-wholesale-investor-details'),
      (m) => m.EditWholesaleInvestorDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.editTrustDeeds.path,
    lazy: page(
      () => import('../routes/account-setup/edit-trust-deeds'),
      (m) => m.EditTrustDeedsRoute,
    ),
  },
  {
    path: paths.accountSetup.editPortfolioDetails.path,
    lazy: page(
      () => import('../routes/account-setup/portfolio-details'),
      (m) => m.PortfolioDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.strategicAssetAllocationDetails.path,
    lazy: page(
      () => import('../routes/account-setup/strategic-asset-allocation-details'),
      (m) => m.StrategicAllocationDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.investmentPolicyCustomisationDetails.path,
    lazy: page(
      () => import('../routes/account-setup/investment-policy-customisation-details'),
      (m) => m.InvestmentPolicyCustomisationDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.gearingDetails.path,
    lazy: page(
      () => import('../routes/account-setup/gearing-details'),
      (m) => m.GearingDetailsRoute,
    ),
  },
  {
    path: paths.accountSetup.summary.path,
    lazy: page(
      () => import('../routes/account-setup/registration-summary'),
      (m) => m.RegistrationSummaryRoute,
    ),
  },
  {
    path: paths.accountSetup.secondarySummary.path,
    lazy: page(
      () => import('../routes/account-setup/registration-summary'),
      (m) => m.RegistrationSummaryRoute,
    ),
  },
  {
    path: paths.account.docusignRedirect.path,
    lazy: page(
      () => import('../routes/signing/signing-redirect'),
      (m) => m.SigningRedirectRoute,
    ),
  },
  {
    path: paths.accounts.list.path,
    lazy: page(
      () => import('../routes/accounts/accounts-list'),
      (m) => m.AccountsListRoute,
    ),
  },
  {
    path: paths.accounts.detail.path,
    lazy: page(
      () => import('../routes/accounts/account-detail'),
      (m) => m.AccountDetailRoute,
    ),
  },
  {
    path: paths.accounts.addBankAccount.path,
    lazy: page(
      () => import('../routes/bank-accounts/add-bank-account'),
      (m) => m.AddBankAccountRoute,
    ),
  },
  {
    path: paths.accounts.editBankAccount.path,
    lazy: page(
      () => import('../routes/bank-accounts/edit-bank-account'),
      (m) => m.EditBankAccountRoute,
    ),
  },
  {
    path: paths.accounts.deleteBankAccount.path,
    lazy: page(
      () => import('../routes/bank-accounts/delete-bank-account'),
      (m) => m.DeleteBankAccountRoute,
    ),
  },
  {
    path: paths.accounts.deleteBankAccountRequest.path,
    lazy: page(
      () => import('../routes/bank-accounts/delete-bank-account-request'),
      (m) => m.DeleteBankAccountRequestRoute,
    ),
  },
  {
    path: paths.accounts.verifyNewBankAccount.path,
    lazy: page(
      () => import('../routes/bank-accounts/verify-new-bank-account'),
      (m) => m.VerifyNewBankAccountRoute,
    ),
  },
  {
    path: paths.accounts.confirmEditBankAccount.path,
    lazy: page(
      () => import('../routes/bank-accounts/confirm-edit-bank-account'),
      (m) => m.ConfirmEditBankAccountRoute,
    ),
  },
  {
    path: paths.accounts.secondaryInvite.path,
    lazy: page(
      () => import('../routes/accounts/account-invitation'),
      (m) => m.AccountInvitationRoute,
    ),
  },
  {
    path: paths.accounts.forms.tax.path,
    lazy: page(
      () => import('../routes/accounts/tax'),
      (m) => m.TaxRoute,
    ),
  },
  {
    path: paths.accounts.forms.secondaryUsers.path,
    lazy: page(
      () => import('../routes/accounts/secondary-users'),
      (m) => m.SecondaryUsersRoute,
    ),
  },
  {
    path: paths.accounts.forms.companyDetails.path,
    lazy: page(
      () => import('../routes/accounts/company-details'),
      (m) => m.CompanyDetailsRoute,
    ),
  },
  {
    path: paths.accounts.forms.beneficialOwners.path,
    lazy: page(
      () => import('../routes/accounts/beneficial-owners'),
      (m) => m.BeneficialOwnersRoute,
    ),
  },
  {
    path: paths.accounts.forms.signingAuthority.path,
    lazy: page(
      () => import('../routes/accounts/signing-authority'),
      (m) => m.SigningAuthorityRoute,
    ),
  },
  {
    path: paths.accounts.forms.individualTrustDetails.path,
    lazy: page(
      () => import('../routes/accounts/trust-details'),
      (m) => m.TrustDetailsRoute,
    ),
  },
  {
    path: paths.accounts.forms.ipsIma.path,
    lazy: page(
      () => import('../routes/accounts/investment-policy-statement'),
      (m) => m.InvestmentPolicyStatementRoute,
    ),
  },
  {
    path: paths.products.list.path,
    lazy: page(
      () => import('../routes/products/products'),
      (m) => m.ProductsRoute,
    ),
  },
  {
    path: paths.products.productReinvestment.path,
    lazy: page(
      () => import('../routes/products/product-reinvestment'),
      (m) => m.ProductReinvestmentRoute,
    ),
  },
  {
    path: paths.products.updateProductReinvestmentDetails.path,
    lazy: page(
      () => import('../routes/products/product-reinvestment'),
      (m) => m.UpdateProductReinvestmentDetailsRoute,
    ),
  },
  {
    path: paths.products.confirmReinvestmentInstruction.path,
    lazy: page(
      () => import('../routes/products/product-reinvestment'),
      (m) => m.ConfirmReinvestmentInstructionRoute,
    ),
  },
  {
    path: paths.products.updateLinkedBankAccount.path,
    lazy: page(
      () => import('../routes/products/update-linked-bank-account'),
      (m) => m.UpdateLinkedBankAccountRoute,
    ),
  },
  {
    path: paths.products.verifyUpdateLinkedBankAccount.path,
    lazy: page(
      () => import('../routes/products/verify-update-linked-bank-account'),
      (m) => m.VerifyUpdateLinkedBankAccountRoute,
    ),
  },
  {
    path: paths.loanNoteApplicationSummary.path,
    lazy: page(
      () => import('../routes/account-setup/registration-summary'),
      (m) => m.RegistrationSummaryRoute,
    ),
  },
  {
    path: paths.redeemRequest.path,
    lazy: page(
      () => import('../routes/products/redeem-request'),
      (m) => m.RedeemRequestRoute,
    ),
  },
  {
    path: paths.confirmRedeemRequest.path,
    lazy: page(
      () => import('../routes/products/confirm-redeem-request'),
      (m) => m.ConfirmRedeemRequestRoute,
    ),
  },
];
