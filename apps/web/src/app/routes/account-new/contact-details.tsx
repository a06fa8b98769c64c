import { useProfile } from '../../../features/settings/api/get-profile';
import { ContactDetailsView } from '../../../features/identity/components/contact-details-view';
import { PageSpinner } from '../../../components/ui/page-spinner';

/** /account-new/contact-details: the e-mail and mobile come from the profile, the rest from the contact details. */
export function ContactDetailsRoute() {
  const profile = useProfile();
  if (!profile.data) return <PageSpinner label="Loading your contact details" />;
  return <ContactDetailsView email={profile.data.email} phone={profile.data.phone_number} />;
}
