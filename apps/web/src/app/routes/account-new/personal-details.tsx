import { paths } from '../../../config/paths';
import { PersonalDetailsForm } from '../../../features/identity/components/personal-details-form';
import { FinishLaterLink } from './finish-later-link';
import { useContinueRegistration } from './use-continue-registration';

/** /account-new/personal-details: also the invitation's personal_details step. */
export function PersonalDetailsRoute() {
  const onSaved = useContinueRegistration(paths.accountNew.details.getHref());
  return (
    <>
      <PersonalDetailsForm onSaved={onSaved} />
      <FinishLaterLink />
    </>
  );
}
