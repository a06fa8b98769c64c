import {
  formatCappedCount,
  inAppRedirectPath,
  Messages,
  NOTIFICATION_BELL_CAP,
  type Notification,
} from '@portal/contract';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useNotificationStats } from '../api/get-notification-stats';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useMarkNotificationsViewed } from '../api/mark-notifications-viewed';
import { NotificationTime } from './notification-time';

/**
 * The header's bell (spec 3 §2.11): the count of notifications never shown here, at most '3+'.
 * Opening it lists the newest three, which counts them as seen (mark-as-viewed); choosing one
 * marks it read and follows its in-app link. The header leaves it out for staff.
 */
export function NotificationsBell() {
  const listHref = paths.notifications.getHref();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const stats = useNotificationStats();
  const viewed = useMarkNotificationsViewed();
  const read = useMarkNotificationsRead();
  const unseen = stats.data?.unseen_count ?? 0;
  const recent = stats.data?.recent_notifications ?? [];
  const close = () => setAnchor(null);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    if (unseen > 0 && recent.length > 0) viewed.mutate(recent.map((n) => n.id));
  };

  const choose = (notification: Notification) => {
    close();
    if (notification.status === 'new') read.mutate([notification.id]);
    void navigate(inAppRedirectPath(notification.redirect_url) ?? listHref);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={
          unseen > 0 ? `Notifications, ${formatCappedCount(unseen, NOTIFICATION_BELL_CAP)} new` : 'Notifications'
        }
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => open(event.currentTarget)}
      >
        <Badge color="error" badgeContent={formatCappedCount(unseen, NOTIFICATION_BELL_CAP)} invisible={unseen === 0}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '100%' } } }}
      >
        {recent.length === 0 && <EmptyBell />}
        {recent.map((notification) => (
          <MenuItem key={notification.id} onClick={() => choose(notification)} sx={{ whiteSpace: 'normal' }}>
            <ListItemText
              primary={notification.title}
              secondary={<NotificationTime created={notification.created} />}
              slotProps={{ primary: { sx: { fontWeight: notification.status === 'new' ? 600 : 400 } } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={listHref} onClick={close}>
          View all notifications
        </MenuItem>
      </Menu>
    </>
  );
}

/** Information, not an action: the menu's keyboard focus passes over it. */
function EmptyBell() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
      {Messages.noNotifications}
    </Typography>
  );
}
EmptyBell.muiSkipListHighlight = true;
