import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BackOfficeMessages, Messages, StaffRoleLabel, type StaffRole } from '@portal/contract';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { PageNotFound } from '../../components/errors/page-not-found';
import { PageSpinner } from '../../components/ui/page-spinner';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/settings/api/get-profile';
import { SignedInLayout } from './signed-in-layout';

/** The back office's side navigation, in the order staff work through it. */
const backOfficeNavigation = [
  { label: 'Dashboard', href: paths.backOffice.home.getHref(), exact: true },
  { label: 'Invitations', href: paths.backOffice.invitations.getHref(), exact: false },
  { label: 'Account invitations', href: paths.backOffice.accountInvitations.getHref(), exact: false },
  { label: 'Identity review', href: paths.backOffice.identityReviews.getHref(), exact: false },
  { label: 'Accounts', href: paths.backOffice.accounts.getHref(), exact: false },
  { label: 'Users', href: paths.backOffice.users.getHref(), exact: false },
  { label: 'Change requests', href: paths.backOffice.changeRequests.getHref(), exact: false },
  { label: 'Redemptions', href: paths.backOffice.redemptions.getHref(), exact: false },
  { label: 'Signing envelopes', href: paths.backOffice.envelopes.getHref(), exact: false },
  { label: 'Loan notes', href: paths.backOffice.loanNotes.getHref(), exact: false },
  { label: 'Documents', href: paths.backOffice.documents.getHref(), exact: false },
  { label: 'Rebalance reports', href: paths.backOffice.rebalanceReports.getHref(), exact: false },
  { label: 'Notifications', href: paths.backOffice.notifications.getHref(), exact: false },
  { label: 'Applications', href: paths.backOffice.applications.getHref(), exact: false },
  { label: 'Reference data', href: paths.backOffice.referenceData.getHref(), exact: false },
  { label: 'Data feeds', href: paths.backOffice.imports.getHref(), exact: false },
  { label: 'Audit trail', href: paths.backOffice.auditTrail.getHref(), exact: false },
] as const;

/**
 * The frame of the back office (issue #23): the signed-in header, a side navigation with the staff
 * member's role, and the page. Someone who is not staff finds nothing here (the page-not-found
 * page, as the operator API answers them 404); staff without a role are told to ask for one. The
 * server checks the role on every call regardless: this only decides what to show.
 */
export function BackOfficeLayout() {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <SignedInLayout>
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      </SignedInLayout>
    );
  }
  if (!profile.data.is_staff) return <PageNotFound />;
  const role = profile.data.staff_role;
  if (!role) {
    return (
      <SignedInLayout>
        <Typography component="h1" variant="h4" gutterBottom>
          Back office
        </Typography>
        <Alert severity="info">{BackOfficeMessages.noRole}</Alert>
      </SignedInLayout>
    );
  }
  if (!profile.data.login_two_factor_auth_enabled) {
    // The server refuses the back office to staff without login two-factor: send them to turn it on.
    return (
      <SignedInLayout>
        <Typography component="h1" variant="h4" gutterBottom>
          Back office
        </Typography>
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={paths.account.settings.getHref()} color="inherit" size="small">
              Set up two-factor
            </Button>
          }
        >
          {BackOfficeMessages.twoFactorRequired}
        </Alert>
      </SignedInLayout>
    );
  }
  return (
    <SignedInLayout>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        <BackOfficeNavigation role={role} />
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Outlet />
        </Box>
      </Box>
    </SignedInLayout>
  );
}

function BackOfficeNavigation({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  return (
    <Paper component="nav" aria-label="Back office" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0, py: 1 }}>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="overline" component="p">
          Back office
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Your role: {StaffRoleLabel[role]}
        </Typography>
      </Box>
      <List dense>
        {backOfficeNavigation.map((item) => {
          const current = item.exact ? pathname === item.href : pathname.startsWith(item.href);
          return (
            <ListItem key={item.href} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.href}
                selected={current}
                aria-current={current ? 'page' : undefined}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
