import { OpenRequestWords, formatDate } from '@portal/contract';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { useOpenRequests } from '../api/get-open-requests';

/**
 * 'Open requests' (spec 2 §2 Account details page): bank changes, documents to sign, invitations
 * and statement changes still open on the account, each with what it waits for and a link to where
 * it is acted on. Shown only when something is open; a failed read leaves the page as it is.
 */
export function OpenRequests({ accountId }: { accountId: number }) {
  const requests = useOpenRequests(accountId);
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <PageSection title={OpenRequestWords.sectionTitle}>
      <List disablePadding>
        {requests.data.map((request) => (
          <ListItem key={`${request.kind}-${request.id}`} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={request.link}>
                  {request.title}
                </Link>
              }
              secondary={`${OpenRequestWords.waitingFor(request.waits_for)} · since ${formatDate(request.created)}`}
            />
          </ListItem>
        ))}
      </List>
    </PageSection>
  );
}
