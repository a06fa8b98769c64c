import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { ReportsBadge } from '../../features/reports/components/reports-badge';
import { BrandMark } from './brand-mark';
import { HeaderAccountSwitcher } from './header-account-switcher';
import { HeaderNotifications } from './header-notifications';
import { ProfileMenu } from './profile-menu';
import { useNavigationItems } from './use-navigation-items';

/** Header above 1200 px: brand, the menu in a row, profile. */
export function DesktopHeader() {
  const items = useNavigationItems();
  return (
    // A light bar: tenants' logos are drawn for light backgrounds (a dark logo vanished on primary).
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <Box component={RouterLink} to={paths.home.getHref()} sx={{ color: 'inherit', textDecoration: 'none' }}>
          <BrandMark />
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flexGrow: 1 }}>
          {items.map((item) => (
            <Button
              key={item.href}
              component={NavLink}
              to={item.href}
              color="inherit"
              sx={{
                px: 0.75,
                '&[aria-current="page"]': {
                  color: 'primary.main',
                  textDecoration: 'underline',
                  textUnderlineOffset: 6,
                },
              }}
            >
              {item.href === paths.reports.getHref() ? <ReportsBadge>{item.label}</ReportsBadge> : item.label}
            </Button>
          ))}
        </Box>
        {/* What the menu leaves: a long account name ends in an ellipsis at the narrowest desktop widths. */}
        <HeaderAccountSwitcher maxWidth="clamp(96px, calc(100vw - 1120px), 240px)" />
        <HeaderNotifications />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
