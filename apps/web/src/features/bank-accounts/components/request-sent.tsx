import { BankAccountMessages } from '@portal/contract';
import { DoneScreen } from './done-screen';

/** After add, edit, delete or link on an active account: the request is out, and who decides it. */
export function RequestSent({ accountId }: { accountId: number }) {
  return (
    <DoneScreen
      title="Request sent"
      lines={[BankAccountMessages.requestSent, BankAccountMessages.portfolioManagerApproves]}
      accountId={accountId}
    />
  );
}
