import { paths } from '../../../config/paths';
import { AdditionalDetailsForm } from '../../../features/identity/components/additional-details-form';
import { FinishLaterLink } from './finish-later-link';
import { useContinueRegistration } from './use-continue-registration';

/** /account-new/additional-details/edit: also the invitation's additional_details step. */
export function AdditionalDetailsEditRoute() {
  const onSaved = useContinueRegistration(paths.accountNew.additionalDetails.getHref());
  return (
    <>
      <AdditionalDetailsForm onSaved={onSaved} />
      <FinishLaterLink />
    </>
  );
}
