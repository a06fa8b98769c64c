import { BankAccountMessages, BankChangeRequestKind, type ChangeRequest } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useBankAccount } from '../api/get-bank-account';
import { useBankChangeRequests } from '../api/get-bank-change-requests';
import { ChangeRequestReview } from './change-request-review';
import { RequestLookupState } from './request-lookup-state';

type ReviewKind = typeof BankChangeRequestKind.verify | typeof BankChangeRequestKind.edit;

/** The kinds a screen reviews: a new bank account may also wait for its link to a product. */
const KINDS: Record<ReviewKind, readonly string[]> = {
  verify: [BankChangeRequestKind.verify, BankChangeRequestKind.link],
  edit: [BankChangeRequestKind.edit],
};

/**
 * The review of a bank account's request of one kind (spec 2 §2 verify-new-bank-account,
 * confirm-edit-bank-account): its open one, else its latest from the account's history, so a
 * request already answered (from an old notification, or just now on this screen) shows how it
 * ended instead of vanishing. The request once shown is kept while the lists refresh after an
 * answer, so the screen stays mounted and can say 'Thank you'.
 */
export function BankAccountRequestReview({
  accountId,
  bankAccountId,
  kind,
}: {
  accountId: number;
  bankAccountId: number;
  kind: ReviewKind;
}) {
  const bankAccount = useBankAccount(accountId, bankAccountId);
  const history = useBankChangeRequests(accountId);
  const [shown, setShown] = useState<ChangeRequest | null>(null);

  const open =
    kind === BankChangeRequestKind.verify
      ? (bankAccount.data?.verify_change_request ?? bankAccount.data?.link_change_request)
      : bankAccount.data?.edit_change_request;
  const latest = history.data?.find((r) => r.bank_account_id === bankAccountId && KINDS[kind].includes(r.kind));
  const request = open ?? latest ?? shown;
  if (request && request !== shown) setShown(request);

  if (request) return <ChangeRequestReview request={request} />;
  if (bankAccount.isPending || history.isPending) return <RequestLookupState error={null} />;
  if (bankAccount.error) return <RequestLookupState error={bankAccount.error} />;
  return <Alert severity="info">{BankAccountMessages.changeRequestNotFound}</Alert>;
}
