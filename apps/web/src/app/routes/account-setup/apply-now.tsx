import { AccountDetailsStep } from './account-details-step';

/** /account-setup/apply-now/ (spec 2 §2): the application starts with the account-details step. */
export function ApplyNowRoute() {
  return <AccountDetailsStep title="Apply now" />;
}
