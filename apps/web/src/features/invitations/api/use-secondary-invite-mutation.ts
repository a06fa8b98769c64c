import type { ErrorHandling } from '../../../lib/handle-api-error';
import { secondaryInviteQueryOptions, type SecondaryInviteView } from './get-secondary-invite';
import { useStepMutation } from './use-invite-mutation';

/** A step of the secondary invitation /invitation-secondary/{token}/. */
export function useSecondaryInviteMutation<
  TVariables,
  TAnswer extends SecondaryInviteView | { invite: SecondaryInviteView },
>(
  token: string,
  call: (token: string, variables: TVariables) => Promise<TAnswer>,
  errorHandling: ErrorHandling = 'form',
  beforeUpdate?: (answer: TAnswer) => void,
) {
  return useStepMutation<SecondaryInviteView, TVariables, TAnswer>(
    secondaryInviteQueryOptions(token).queryKey,
    (variables) => call(token, variables),
    errorHandling,
    beforeUpdate,
  );
}
