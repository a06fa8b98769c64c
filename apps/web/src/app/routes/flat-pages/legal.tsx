import { LegalPagesList } from '../../../features/flat-pages/components/legal-pages-list';

/** /account/legal/ (document 1 §2). */
export function LegalRoute() {
  return <LegalPagesList />;
}
