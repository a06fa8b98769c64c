import { ClientsList } from '../../../features/clients/components/clients-list';
import { useActForClient } from '../../../lib/use-act-for-client';

/** /clients/ (issue #24): staff and advisors choose the client to act for; the client's dashboard follows. */
export function ClientsRoute() {
  const actFor = useActForClient();
  return <ClientsList onActFor={(client) => actFor(client.user_id)} />;
}
