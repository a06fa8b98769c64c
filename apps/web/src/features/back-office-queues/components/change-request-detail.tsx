import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BankAccountMessages,
  ChangeRequestActionLabels,
  ChangeRequestKindLabels,
  ChangeRequestStatus,
  ChangeRequestStatusLabels,
  formatDateTime,
  operatorChangeRequestDeclineSchema,
  type ChangeRequest,
  type MaskedBankDetails,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { Decisions } from '../../../components/back-office/decisions';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useApproveChangeRequest } from '../api/approve-change-request';
import { useDeclineChangeRequest } from '../api/decline-change-request';
import { useChangeRequest } from '../api/get-change-request';

const DECLINE_REASON_MAX_LENGTH = 500;

/** What the portfolio manager's decision came to, shown once it is made. */
const OUTCOME: Partial<Record<ChangeRequestStatus, string>> = {
  [ChangeRequestStatus.applied]: 'Approved: the change has been applied to the bank account.',
  [ChangeRequestStatus.declined]: BankAccountMessages.requestDeclined,
};

function BankDetails({ title, details }: { title: string; details: MaskedBankDetails | null }) {
  return (
    <PageSection title={title} sx={{ flex: 1 }}>
      {details ? (
        <DetailList
          items={[
            { label: 'Account name', value: details.name },
            { label: 'BSB', value: details.bsb },
            { label: 'Account number', value: details.number },
            { label: 'Bank', value: details.bank },
            { label: 'Branch', value: details.branch },
          ]}
        />
      ) : (
        <Typography color="text.secondary">None</Typography>
      )}
    </PageSection>
  );
}

/** Approve (after a confirmation) or decline (with the reason the members are told) a waiting request. */
function RequestDecisions({ request }: { request: ChangeRequest }) {
  const approve = useApproveChangeRequest();
  const decline = useDeclineChangeRequest();
  const outcomeOf = (done: ChangeRequest) => OUTCOME[done.status] ?? ChangeRequestStatusLabels[done.status];
  return (
    <Decisions
      shown={request.status === ChangeRequestStatus.awaiting_approval}
      once
      confirm={{
        label: 'Approve',
        title: 'Approve this change?',
        text: `The change is applied to ${request.account.name}’s bank account at once.`,
        pending: approve.isPending,
        run: async () => outcomeOf(await approve.mutateAsync(request.id)),
      }}
      refuse={{
        label: 'Decline',
        title: 'Decline this change?',
        text: `The members of ${request.account.name} are told the reason.`,
        schema: operatorChangeRequestDeclineSchema,
        maxLength: DECLINE_REASON_MAX_LENGTH,
        run: async (reason) => outcomeOf(await decline.mutateAsync({ id: request.id, reason })),
      }}
    />
  );
}

function ChangeRequestView({ request }: { request: ChangeRequest }) {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {ChangeRequestKindLabels[request.kind]}: {request.account.name}
      </Typography>
      <DetailList
        items={[
          { label: 'Status', value: ChangeRequestStatusLabels[request.status] },
          { label: 'Initiator', value: `${request.initiator.first_name} ${request.initiator.last_name}` },
          { label: 'Created', value: formatDateTime(request.created_at) },
          { label: 'Expires', value: formatDateTime(request.expires_at) },
          ...(request.product ? [{ label: 'Product', value: request.product }] : []),
        ]}
      />
      <RequestDecisions request={request} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <BankDetails title="Current details" details={request.old_data} />
        <BankDetails title="New details" details={request.new_data} />
      </Stack>
      <PageSection title="Approvals">
        <Typography>
          {request.confirmations_received} of {request.confirmations_required} member confirmations received
          {request.waiting_for.length > 0 ? `; waiting for ${request.waiting_for.join(', ')}` : ''}.
        </Typography>
        <List dense aria-label="History">
          {request.history.map((event, index) => (
            <ListItem key={`${event.at}-${index}`} disableGutters>
              <ListItemText
                primary={`${ChangeRequestActionLabels[event.action]}: ${event.actor_name}`}
                secondary={formatDateTime(event.at)}
              />
            </ListItem>
          ))}
        </List>
      </PageSection>
      <Button component={RouterLink} to={paths.backOffice.changeRequests.getHref()} sx={{ alignSelf: 'flex-start' }}>
        Back to change requests
      </Button>
    </Stack>
  );
}

/** One change request: its details before and after, the approvals so far, and the decision. */
export function ChangeRequestDetail({ id }: { id: number }) {
  const query = useChangeRequest(id);
  return (
    <Loaded query={query} label="Loading the change request">
      {(request) => <ChangeRequestView request={request} />}
    </Loaded>
  );
}
