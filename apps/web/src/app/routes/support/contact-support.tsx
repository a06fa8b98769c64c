import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useProfile } from '../../../features/settings/api/get-profile';
import { ContactSupportForm } from '../../../features/support/components/contact-support-form';
import { safeRedirect } from '../../../lib/safe-redirect';
import { useSession } from '../../../lib/session';

/**
 * /account/contact-support/, open signed in or not (document 1 §2). The e-mail is asked for only
 * when the profile cannot give it: signed out, still waiting for the login code, or a profile
 * without one. Cancel (and OK after sending) goes to redirect_uri, else back.
 */
export function ContactSupportRoute() {
  const { token, twoFactorRequired } = useSession();
  const signedIn = Boolean(token) && !twoFactorRequired;
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();

  const leave = () => {
    const target = safeRedirect(search);
    if (target) void navigate(target);
    // The first page of a tab has nothing to go back to ('default' is the router's first entry).
    else if (location.key === 'default') void navigate(paths.home.getHref());
    else void navigate(-1);
  };

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Contact support
      </Typography>
      <Typography sx={{ mb: 2 }}>Tell us what you need and we will get back to you by e-mail.</Typography>
      {signedIn ? <SignedInForm onDone={leave} /> : <ContactSupportForm askForEmail onDone={leave} />}
    </Box>
  );
}

function SignedInForm({ onDone }: { onDone: () => void }) {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner label="Loading your profile" />;
  // Without a readable profile the e-mail cannot be taken from it, so ask for it.
  const askForEmail = !profile.data?.email;
  return <ContactSupportForm askForEmail={askForEmail} onDone={onDone} />;
}
