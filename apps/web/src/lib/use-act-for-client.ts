import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { session } from './session';

/**
 * Starts or stops acting for a client (document 1 §6 "Managed user", issue #24): the Managed-User-id
 * header changes, so every cached answer belonged to the other person (the profile's
 * managed_user_individual_info too) and is read again; the tenant's branding is kept. Acting opens
 * the client's dashboard; stopping goes back to the client list, off whatever was typed for the client.
 */
export function useActForClient(): (clientId: number | null) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (clientId) => {
    session.setManagedUserId(clientId === null ? null : String(clientId));
    void queryClient.resetQueries({ predicate: (query) => query.meta?.keepOnSignOut !== true });
    void navigate(clientId === null ? paths.clients.getHref() : paths.dashboard.getHref(), {
      replace: clientId === null,
    });
  };
}
