import {
  operatorNotificationSentSchema,
  type OperatorNotificationCreateInput,
  type OperatorNotificationSent,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/operator/notifications/: stored for each recipient and delivered live. */
export function sendNotification(body: OperatorNotificationCreateInput): Promise<OperatorNotificationSent> {
  return api.post('/operator/notifications/', body, { schema: operatorNotificationSentSchema });
}

/** The page shows a refusal (a stale preview's 409, a role's 403) itself. */
export function useSendNotification() {
  return useMutation({ mutationFn: sendNotification, meta: { errorHandling: 'form' } });
}
