import { AccountsList } from '../../../features/accounts/components/accounts-list';
import { AccountInvitationsPanel } from '../../../features/invitations/components/account-invitations-panel';

/** /accounts (spec 2 §2 Accounts list), with the 'Account invitations' panel above while any wait. */
export function AccountsListRoute() {
  return <AccountsList invitations={<AccountInvitationsPanel />} />;
}
