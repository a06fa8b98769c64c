import { BankAccountMessages, BankChangeRequestKind } from '@portal/contract';
import Alert from '@mui/material/Alert';
import { useBankChangeRequests } from '../api/get-bank-change-requests';
import { ChangeRequestReview } from './change-request-review';
import { RequestLookupState } from './request-lookup-state';

/**
 * The review of the account's latest request to change a product's linked bank account (spec 2
 * §2 /products/bank-account/verify/update-linked-bank-account/{productType}/?account_id=).
 */
export function LinkRequestReview({ accountId, product }: { accountId: number; product: string }) {
  const requests = useBankChangeRequests(accountId);
  if (!requests.data) return <RequestLookupState error={requests.error} />;
  // Newest first: the first link request for the product is the one in question.
  const request = requests.data.find((r) => r.kind === BankChangeRequestKind.link && r.product === product);
  if (!request) return <Alert severity="info">{BankAccountMessages.changeRequestNotFound}</Alert>;
  return <ChangeRequestReview request={request} />;
}
