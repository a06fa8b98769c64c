import { staffMemberSchema, type OperatorStaffRole, type StaffMember } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_USERS_ROOT } from './back-office-user-keys';

/** POST /api/operator/staff/role/ {email, role}: staff with this role, or (`null`) no longer staff. */
export function setStaffRole(body: OperatorStaffRole): Promise<StaffMember> {
  return api.post('/operator/staff/role/', body, { schema: staffMemberSchema });
}

/** The user page shows a refusal itself. */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffRole,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_USERS_ROOT }),
  });
}
