import { operatorUserDetailSchema, type OperatorUserDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_USERS_ROOT } from './back-office-user-keys';

/** The operator's changes to a user's access; each takes a reason, kept in the audit trail. */
export type UserAccessAction = 'unblock' | 'force-password-change' | 'end-sessions';

/** POST /api/operator/users/{id}/unblock/ | force-password-change/ | end-sessions/ {reason}. */
export function changeUserAccess({
  id,
  action,
  reason,
}: {
  id: number;
  action: UserAccessAction;
  reason: string;
}): Promise<OperatorUserDetail> {
  return api.post(`/operator/users/${id}/${action}/`, { reason }, { schema: operatorUserDetailSchema });
}

/** The reason dialog shows a refusal (field errors, a role's 403) itself. */
export function useChangeUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserAccess,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_USERS_ROOT }),
  });
}
