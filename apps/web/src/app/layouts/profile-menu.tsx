import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/settings/api/get-profile';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { hasAnyModule, useTenant } from '../../lib/branding/tenant-context';
import { useSession } from '../../lib/session';

type ProfileMenuItem = {
  label: string;
  href: string;
  /** As in the main menu: shown only when the tenant lists one of these modules (document 3 §2.11). */
  modules?: readonly string[];
  /** A page of changes only the client may make: not offered while acting for them (issue #24). */
  clientAlone?: boolean;
};

/** The user's own pages (document 1 §2): none needs a module today, but any may be given some. */
const profileMenuItems: readonly ProfileMenuItem[] = [
  { label: 'Account details', href: paths.account.details.getHref() },
  { label: 'Settings', href: paths.account.settings.getHref(), clientAlone: true },
  { label: 'Activity', href: paths.account.activity.getHref() },
  { label: 'Change password', href: paths.account.changePassword.getHref(), clientAlone: true },
  { label: 'Legal', href: paths.account.legal.getHref() },
  { label: 'Help', href: paths.account.help.getHref() },
  { label: 'Contact support', href: paths.account.contactSupport.getHref() },
];

/**
 * Profile menu: who is signed in, their pages, and Sign out. Staff also find the back office here
 * (issue #23) and have no Sign out (document 1 §6, document 3 §2.11); the staff flag comes from
 * the profile, or from the login answer until the profile has loaded.
 */
export function ProfileMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const session = useSession();
  const tenant = useTenant();
  const profile = useProfile();
  const isStaff = profile.data?.is_staff ?? session.isStaff;
  const actingForClient = session.managedUserId !== null;
  const fullName = profile.data ? `${profile.data.first_name} ${profile.data.last_name}`.trim() : '';
  const { signOut, isPending, confirmDialog } = useSignOut();
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Profile
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {profile.data && (
          <SignedInAs name={fullName || profile.data.email} email={fullName ? profile.data.email : undefined} />
        )}
        {profile.data && <Divider />}
        {isStaff && (
          <MenuItem component={RouterLink} to={paths.backOffice.home.getHref()} onClick={close}>
            Back office
          </MenuItem>
        )}
        {profileMenuItems
          .filter((item) => hasAnyModule(tenant, item.modules) && !(item.clientAlone && actingForClient))
          .map((item) => (
            <MenuItem key={item.href} component={RouterLink} to={item.href} onClick={close}>
              {item.label}
            </MenuItem>
          ))}
        {!isStaff && <Divider />}
        {!isStaff && (
          <MenuItem
            disabled={isPending}
            onClick={() => {
              close();
              signOut();
            }}
          >
            Sign out
          </MenuItem>
        )}
      </Menu>
      {confirmDialog}
    </>
  );
}

/** Who is signed in: information, not an action, so the menu's keyboard focus passes over it. */
function SignedInAs({ name, email }: { name: string; email: string | undefined }) {
  return <ListItemText primary={name} secondary={email} sx={{ px: 2, py: 1, m: 0 }} />;
}
// MUI's MenuList skips children marked like this when it chooses and moves the focused item.
SignedInAs.muiSkipListHighlight = true;
