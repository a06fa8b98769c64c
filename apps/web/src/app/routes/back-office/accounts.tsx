import { AccountsQueue } from '../../../features/back-office-accounts/components/accounts-queue';

/** /back-office/accounts/: every investment account, filtered by status and searched. */
export function AccountsRoute() {
  return <AccountsQueue />;
}
