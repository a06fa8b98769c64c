import {
  operatorNotificationPreviewSchema,
  type OperatorNotificationCreateInput,
  type OperatorNotificationPreview,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/operator/notifications/preview/: who would receive it and its text; changes nothing. */
export function previewNotification(body: OperatorNotificationCreateInput): Promise<OperatorNotificationPreview> {
  return api.post('/operator/notifications/preview/', body, { schema: operatorNotificationPreviewSchema });
}

/** The form shows the server's field errors (and a role's 403) itself. */
export function usePreviewNotification() {
  return useMutation({ mutationFn: previewNotification, meta: { errorHandling: 'form' } });
}
