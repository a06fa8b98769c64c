import { paths } from '../../../config/paths';
import { ContactDetailsForm } from '../../../features/identity/components/contact-details-form';
import { FinishLaterLink } from './finish-later-link';
import { useContinueRegistration } from './use-continue-registration';

/** /account-new/contact-details/edit: also the invitation's contact_details step. */
export function ContactDetailsEditRoute() {
  const onSaved = useContinueRegistration(paths.accountNew.contactDetails.getHref());
  return (
    <>
      <ContactDetailsForm onSaved={onSaved} />
      <FinishLaterLink />
    </>
  );
}
