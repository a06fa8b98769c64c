import { paths } from '../../../config/paths';
import { IndividualTaxForm } from '../../../features/identity/components/individual-tax-form';
import { FinishLaterLink } from './finish-later-link';
import { useContinueRegistration } from './use-continue-registration';

/** /account-new/individual-tax: the fill_individual_tax step of a secondary invitation. */
export function IndividualTaxRoute() {
  const onSaved = useContinueRegistration(paths.accountNew.details.getHref());
  return (
    <>
      <IndividualTaxForm onSaved={onSaved} />
      <FinishLaterLink />
    </>
  );
}
