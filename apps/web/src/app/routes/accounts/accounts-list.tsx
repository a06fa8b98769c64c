import { AccountsList } from '../../../features/accounts/components/accounts-list';

/** /accounts (spec 2 §2 Accounts list). */
export function AccountsListRoute() {
  return <AccountsList />;
}
