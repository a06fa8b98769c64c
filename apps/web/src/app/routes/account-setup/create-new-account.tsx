import { AccountDetailsStep } from './account-details-step';

/** /account-setup/create-new-account/ (spec 2 §2): the account-details step on its own. */
export function CreateNewAccountRoute() {
  return <AccountDetailsStep title="Create a new account" />;
}
