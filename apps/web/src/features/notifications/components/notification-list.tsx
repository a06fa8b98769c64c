import { inAppRedirectPath, Messages, PageSize, type Notification } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNotifications } from '../api/get-notifications';
import { NotificationTime } from './notification-time';

/**
 * /notifications (spec 3 §2.11): ten a page, newest first. Opening one marks it read and, when it
 * leads somewhere in the portal, goes there; "Mark all as read" reads every one of them.
 */
export function NotificationList({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const list = useNotifications(page);
  const read = useMarkNotificationsRead();
  const readAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PageSize.notifications));

  const open = (notification: Notification) => {
    if (notification.status === 'new') read.mutate([notification.id]);
    const target = inAppRedirectPath(notification.redirect_url);
    if (target) void navigate(target);
  };

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h1" variant="h4">
          Notifications
        </Typography>
        {list.data && list.data.count > 0 && (
          <Button variant="outlined" onClick={() => readAll.mutate()} disabled={readAll.isPending}>
            Mark all as read
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <PageSpinner label="Loading your notifications" />
      ) : list.isError ? (
        <Alert severity="error">{Messages.genericError}</Alert>
      ) : list.data.count === 0 ? (
        <Typography>{Messages.noNotifications}</Typography>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 800 }}>
          <Paper variant="outlined">
            <List aria-label="Notifications" disablePadding>
              {list.data.results.map((notification) => (
                <NotificationRow key={notification.id} notification={notification} onOpen={open} />
              ))}
            </List>
          </Paper>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_event, next) => onPageChange(next)}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? `Page ${item}` : type === 'next' ? 'Next page' : 'Previous page'
              }
            />
          )}
        </Stack>
      )}
    </>
  );
}

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const unread = notification.status === 'new';
  // The list holds list items; each item holds the button that opens the notification.
  return (
    <ListItem divider disablePadding>
      <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start', gap: 2 }}>
        <ListItemText
          primary={notification.title}
          secondary={
            <>
              {notification.description && <span style={{ display: 'block' }}>{notification.description}</span>}
              <NotificationTime created={notification.created} />
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
        />
        {unread && <Chip label="New" color="primary" size="small" />}
      </ListItemButton>
    </ListItem>
  );
}
