import { useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { safeRedirect } from '../../../lib/safe-redirect';

/**
 * Where a change page returns after saving or on Cancel: redirect_url / redirect_uri when given
 * (document 1 §2), else the details page of the area it was opened in (/account-new/ pages go
 * back to the contact details, /account/ pages to the account holder details).
 */
export function useChangeDoneHref(): string {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const fallback = pathname.startsWith(paths.accountNew.root.path)
    ? paths.accountNew.contactDetails.getHref()
    : paths.account.details.getHref();
  return safeRedirect(search) ?? fallback;
}
