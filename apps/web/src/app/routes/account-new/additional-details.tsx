import { AdditionalDetailsView } from '../../../features/identity/components/additional-details-view';

/** /account-new/additional-details: the additional details, read-only, with the way to edit them. */
export function AdditionalDetailsRoute() {
  return <AdditionalDetailsView />;
}
