import { FLAT_PAGE_SLUG_BY_TARGET } from '@portal/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { FlatPageView } from './flat-page-view';

/** /account/help/: the brand's help page, then the way to ask support. */
export function HelpPage() {
  return (
    <FlatPageView slug={FLAT_PAGE_SLUG_BY_TARGET.help}>
      <Button
        component={RouterLink}
        to={paths.account.contactSupport.getHref({ redirect_uri: paths.account.help.getHref() })}
        variant="contained"
        sx={{ mt: 2 }}
      >
        Contact support
      </Button>
    </FlatPageView>
  );
}
