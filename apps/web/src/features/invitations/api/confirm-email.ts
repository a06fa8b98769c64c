import type { TwoFactorConfirm } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

/** POST /auth/wizard/{uuid}/confirm-email-address-by-code/ {code}: -> confirm_phone_number, an SMS code follows. */
export function confirmEmail(uuid: string, input: TwoFactorConfirm): Promise<InvitationView> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/confirm-email-address-by-code/`, input, {
    schema: invitationViewSchema,
  });
}

export function useConfirmEmail(uuid: string) {
  return useInviteMutation(uuid, confirmEmail);
}
