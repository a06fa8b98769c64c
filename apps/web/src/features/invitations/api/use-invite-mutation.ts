import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import type { ErrorHandling } from '../../../lib/handle-api-error';
import { registrationInviteQueryOptions, type InvitationView } from './get-registration-invite';

/**
 * What every step call of an invitation (registration or secondary) has in common: the answer is
 * the invitation as it now stands, so it replaces the cached one and the screen shows the step the
 * server says. A 410 (expired or withdrawn meanwhile) re-reads the invitation, which then shows
 * the expired text. Form calls leave their errors to the form ('form'); button calls to the
 * global toast ('global').
 */
export function useStepMutation<TView, TVariables, TAnswer extends TView | { invite: TView }>(
  queryKey: QueryKey,
  call: (variables: TVariables) => Promise<TAnswer>,
  errorHandling: ErrorHandling = 'form',
  beforeUpdate?: (answer: TAnswer) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { errorHandling },
    onSuccess: (answer) => {
      beforeUpdate?.(answer);
      queryClient.setQueryData(queryKey, inviteOf<TView>(answer));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 410) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A step of the registration invitation /invitation/{uuid}/. */
export function useInviteMutation<TVariables, TAnswer extends InvitationView | { invite: InvitationView }>(
  uuid: string,
  call: (uuid: string, variables: TVariables) => Promise<TAnswer>,
  errorHandling: ErrorHandling = 'form',
  beforeUpdate?: (answer: TAnswer) => void,
) {
  return useStepMutation<InvitationView, TVariables, TAnswer>(
    registrationInviteQueryOptions(uuid).queryKey,
    (variables) => call(uuid, variables),
    errorHandling,
    beforeUpdate,
  );
}

function inviteOf<TView>(answer: TView | { invite: TView }): TView {
  return typeof answer === 'object' && answer !== null && 'invite' in answer ? answer.invite : (answer as TView);
}
