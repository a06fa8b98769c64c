import { Messages } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ACCOUNTS_QUERY_ROOT } from '../../../features/accounts/api/account-keys';
import { AccountInvitationScreen } from '../../../features/invitations/components/account-invitation-screen';
import { showToast } from '../../../lib/toasts';

/**
 * /accounts/secondary-invite/{accountId}/{token}/ (spec 2 §2): accepted, the account joins the
 * person's list and its page opens with a success message; declined, back to the accounts list.
 */
export function AccountInvitationRoute() {
  const { accountId = '', token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <AccountInvitationScreen
      key={`${accountId}/${token}`}
      accountId={accountId}
      token={token}
      onAccepted={async (invitation) => {
        await queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT });
        showToast(Messages.accountInvitationAccepted(invitation.account_name ?? 'the account'), 'success');
        void navigate(paths.accounts.detail.getHref({ id: invitation.account_id }));
      }}
      onDeclined={() => {
        showToast(Messages.accountInvitationDeclined, 'info');
        void navigate(paths.accounts.list.getHref());
      }}
    />
  );
}
