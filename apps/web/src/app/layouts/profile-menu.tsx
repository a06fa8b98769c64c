import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useLogout } from '../../features/auth/api/logout';

/** Profile menu. Staff have no Sign out here (document 1 §6, document 3 §2.11). */
export function ProfileMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { isStaff } = useSession();
  const logout = useLogout();
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
        <MenuItem component={RouterLink} to={paths.account.details.getHref()} onClick={close}>
          Account details
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.account.settings.getHref()} onClick={close}>
          Settings
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.account.contactSupport.getHref()} onClick={close}>
          Contact support
        </MenuItem>
        {!isStaff && <Divider />}
        {!isStaff && (
          <MenuItem
            disabled={logout.isPending}
            onClick={() => {
              close();
              logout.mutate();
            }}
          >
            Sign out
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
