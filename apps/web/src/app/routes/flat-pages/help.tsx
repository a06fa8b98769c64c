import { HelpPage } from '../../../features/flat-pages/components/help-page';

/** /account/help/ (document 1 §2). */
export function HelpRoute() {
  return <HelpPage />;
}
