import { DetailsHub } from '../../../features/identity/components/details-hub';

/** /account-new/details (and the older /account/details/): the Individual info hub. */
export function DetailsRoute() {
  return <DetailsHub />;
}
