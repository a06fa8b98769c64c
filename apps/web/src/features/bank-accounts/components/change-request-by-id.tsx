import { useChangeRequest } from '../api/get-change-request';
import { ChangeRequestReview } from './change-request-review';
import { RequestLookupState } from './request-lookup-state';

/** The review of one request by its id (spec 2 §2 /accounts/delete-bank-account/{account}/{bankAccId}/{requestId}). */
export function ChangeRequestById({ requestId }: { requestId: number }) {
  const request = useChangeRequest(requestId);
  if (!request.data) return <RequestLookupState error={request.error} />;
  return <ChangeRequestReview request={request.data} />;
}
