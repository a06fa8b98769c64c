import { FLAT_PAGE_SLUG_PATTERN } from '@portal/contract';
import Link from '@mui/material/Link';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { FlatPageView } from '../../../features/flat-pages/components/flat-page-view';

/** /account/legal/{slug}/ (document 1 §2): one legal document. */
export function LegalPageRoute() {
  const { slug = '' } = useParams();
  // No page can have a malformed slug; say so as for any unknown page, without asking the server.
  if (!FLAT_PAGE_SLUG_PATTERN.test(slug)) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return (
    <FlatPageView key={slug} slug={slug}>
      <Link component={RouterLink} to={paths.account.legal.getHref()} sx={{ display: 'inline-block', mt: 2 }}>
        All legal documents
      </Link>
    </FlatPageView>
  );
}
