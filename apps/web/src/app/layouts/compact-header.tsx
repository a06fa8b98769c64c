import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { ReportsBadge } from '../../features/reports/components/reports-badge';
import { BrandMark } from './brand-mark';
import { HeaderAccountSwitcher } from './header-account-switcher';
import { HeaderNotifications } from './header-notifications';
import { ProfileMenu } from './profile-menu';
import { useNavigationItems } from './use-navigation-items';

/** Header at 1200 px and below: a Menu button opens the navigation in a drawer. */
export function CompactHeader() {
  const [open, setOpen] = useState(false);
  const items = useNavigationItems();
  return (
    // A light bar: tenants' logos are drawn for light backgrounds (a dark logo vanished on primary).
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <Button color="inherit" startIcon={<MenuIcon />} onClick={() => setOpen(true)} aria-expanded={open}>
          Menu
        </Button>
        <Box
          component={RouterLink}
          to={paths.home.getHref()}
          sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
        >
          <BrandMark size={32} />
        </Box>
        <HeaderAccountSwitcher />
        <HeaderNotifications />
        <ProfileMenu />
      </Toolbar>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Main" sx={{ width: 280 }}>
          <List>
            {items.map(({ href, label, icon: Icon }) => (
              // A list holds list items; each link is inside its item.
              <ListItem key={href} disablePadding>
                <ListItemButton component={NavLink} to={href} onClick={() => setOpen(false)}>
                  <ListItemIcon>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={href === paths.reports.getHref() ? <ReportsBadge>{label}</ReportsBadge> : label}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
