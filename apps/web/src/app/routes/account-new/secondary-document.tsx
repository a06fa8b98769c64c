import { paths } from '../../../config/paths';
import { SecondaryDocumentForm } from '../../../features/identity/components/secondary-document-form';
import { FinishLaterLink } from './finish-later-link';
import { useContinueRegistration } from './use-continue-registration';

/** /account-new/secondary-document: the invitation's secondary_verification_document step. */
export function SecondaryDocumentRoute() {
  const onSaved = useContinueRegistration(paths.accountNew.details.getHref());
  return (
    <>
      <SecondaryDocumentForm onSaved={onSaved} />
      <FinishLaterLink />
    </>
  );
}
