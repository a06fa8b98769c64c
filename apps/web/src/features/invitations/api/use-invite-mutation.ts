import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import type { ErrorHandling } from '../../../lib/handle-api-error';
import { registrationInviteQueryOptions, type InvitationView } from './get-registration-invite';

/**
 * What every step call of the invitation has in common: the answer is the invitation as it now
 * stands, so it replaces the cached one and the screen shows the step the server says. A 410
 * (expired or withdrawn meanwhile) re-reads the invitation, which then shows the expired text.
 * Form calls leave their errors to the form ('form'); button calls to the global toast ('global').
 */
export function useInviteMutation<TVariables, TAnswer extends InvitationView | { invite: InvitationView }>(
  uuid: string,
  call: (uuid: string, variables: TVariables) => Promise<TAnswer>,
  errorHandling: ErrorHandling = 'form',
  beforeUpdate?: (answer: TAnswer) => void,
) {
  const queryClient = useQueryClient();
  const { queryKey } = registrationInviteQueryOptions(uuid);
  return useMutation({
    mutationFn: (variables: TVariables) => call(uuid, variables),
    meta: { errorHandling },
    onSuccess: (answer) => {
      beforeUpdate?.(answer);
      queryClient.setQueryData(queryKey, inviteOf(answer));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 410) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

function inviteOf(answer: InvitationView | { invite: InvitationView }): InvitationView {
  return 'invite' in answer ? answer.invite : answer;
}
