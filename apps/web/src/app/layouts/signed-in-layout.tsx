import { DESKTOP_HEADER_ABOVE_WIDTH, type IndividualInfoStep } from '@portal/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigation, useSearchParams } from 'react-router';
import { useOnboardingTasks } from '../../features/settings/api/get-onboarding-tasks';
import { useProfile } from '../../features/settings/api/get-profile';
import { paths } from '../../config/paths';
import { useRealtimeConnection } from '../../lib/realtime/realtime';
import { session } from '../../lib/session';
import { getRealtimeToken } from '../../features/notifications/api/get-realtime-token';
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications';
import { useLiveReports } from '../../features/reports/hooks/use-live-reports';
import { ActingForClientBanner } from './acting-for-client-banner';
import { CompactHeader } from './compact-header';
import { DesktopHeader } from './desktop-header';

/** The form of each step of the Individual info flow. */
const INDIVIDUAL_INFO_STEP_HREF: Record<IndividualInfoStep, string> = {
  personal_details: paths.accountNew.personalDetails.getHref(),
  secondary_verification_document: paths.accountNew.secondaryDocument.getHref(),
  contact_details: paths.accountNew.contactDetailsEdit.getHref(),
  additional_details: paths.accountNew.additionalDetailsEdit.getHref(),
};

/**
 * The frame of every signed-in page: header (desktop above 1200 px, compact below), a progress
 * bar while the next page's code loads, and the page. `?hide_header` drops the header for pages
 * opened inside another flow (document 1 §2 lists hide_header among the query parameters).
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const desktop = useMediaQuery(`(min-width:${DESKTOP_HEADER_ABOVE_WIDTH + 1}px)`, { noSsr: true });
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const hideHeader = search.has('hide_header');
  // The profile is loaded here for every signed-in page: the header shows who is signed in, and a
  // profile that says the password must be changed (e.g. after a JWT sign-in) locks the app to that.
  const profile = useProfile();
  const mustChangePassword = profile.data?.force_password_change === true;
  useEffect(() => {
    if (mustChangePassword) session.setForcePasswordChange(true);
  }, [mustChangePassword]);
  // The Individual info flow (document 1 §4): while personal, contact or additional details are
  // missing (never for staff), every page but the detail forms and contact support leads to the
  // first missing form. Staff or an advisor acting for a client (document 1 §6) are led through
  // the client's flow instead: the same forms, which act on the client (Managed-User-id header).
  const location = useLocation();
  const client = profile.data?.managed_user_individual_info ?? null;
  const mustFillOwnDetails = !client && profile.data?.force_filling_missing_personal_details === true;
  const tasks = useOnboardingTasks({ enabled: mustFillOwnDetails });
  const detailsTask = tasks.data?.find((t) => t.task === 'fill_in_missing_details');
  const clientStep = client?.force_filling_missing_personal_details ? client.missing_step : null;
  const firstMissingForm = clientStep
    ? INDIVIDUAL_INFO_STEP_HREF[clientStep]
    : mustFillOwnDetails
      ? (detailsTask?.url ?? null)
      : null;
  const onDetailsForm =
    location.pathname.startsWith(paths.accountNew.root.path) || location.pathname === paths.account.contactSupport.path;
  // One realtime socket per signed-in tab; notifications follow the user the pages show (the
  // client when acting for one, as the API does with Managed-User-id).
  useRealtimeConnection(profile.isSuccess, getRealtimeToken);
  useLiveNotifications(client?.user_id ?? profile.data?.user_id ?? null);
  useLiveReports(client?.user_id ?? profile.data?.user_id ?? null);
  if (firstMissingForm && !onDetailsForm) return <Navigate to={firstMissingForm} replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to content
      </Link>
      {client && <ActingForClientBanner client={client} />}
      {!hideHeader && (desktop ? <DesktopHeader /> : <CompactHeader />)}
      <Box sx={{ height: 4 }}>{navigation.state === 'loading' && <LinearProgress aria-label="Loading page" />}</Box>
      <Container
        component="main"
        id="main-content"
        tabIndex={-1}
        maxWidth="xl"
        sx={{ py: 4, flexGrow: 1, outline: 'none' }}
      >
        {children ?? <Outlet />}
      </Container>
    </Box>
  );
}
