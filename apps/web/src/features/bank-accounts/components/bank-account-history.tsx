import { ChangeRequestActionLabels, ChangeRequestKindLabels, formatDate, Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useBankChangeRequests } from '../api/get-bank-change-requests';

/**
 * Every bank change request of the account, newest first (issue #19 "History"): what was asked,
 * where it ended, who asked and when, then each step with who took it and when.
 */
export function BankAccountHistory({ accountId }: { accountId: number }) {
  const requests = useBankChangeRequests(accountId);
  if (requests.isPending) return <PageSpinner label="Loading the history" />;
  if (requests.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  if (requests.data.length === 0) return <Typography color="text.secondary">No changes yet.</Typography>;
  return (
    <List disablePadding aria-label="Bank account requests">
      {requests.data.map((request) => (
        <ListItem key={request.id} disableGutters divider sx={{ display: 'block' }}>
          <Typography component="h3" variant="subtitle1">
            {ChangeRequestKindLabels[request.kind]}: {request.status_display}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {request.initiator.first_name} {request.initiator.last_name}, {formatDate(request.created_at)}
          </Typography>
          <List dense disablePadding aria-label={`Steps of ${ChangeRequestKindLabels[request.kind]}`}>
            {request.history.map((event) => (
              <ListItem key={`${event.action}-${event.at}-${event.actor_name}`} disableGutters>
                <Typography variant="body2">
                  {ChangeRequestActionLabels[event.action]} by {event.actor_name} on {formatDate(event.at)}
                </Typography>
              </ListItem>
            ))}
          </List>
        </ListItem>
      ))}
    </List>
  );
}
