import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  activityTypeLabel,
  formatDateTime,
  formatMobile,
  OPERATOR_USER_REASON_MAX,
  operatorUserReasonSchema,
  StaffRole,
  StaffRoleLabel,
  type OperatorUserDetail,
} from '@portal/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionOutcome } from '../../../components/back-office/action-outcome';
import { DetailTable } from '../../../components/back-office/detail-table';
import { ReasonDialog } from '../../../components/back-office/reason-dialog';
import { useActionOutcome } from '../../../components/back-office/use-action-outcome';
import { ConfirmDialog } from '../../../components/ui/dialogs/confirm-dialog';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useChangeUserAccess, type UserAccessAction } from '../api/change-user-access';
import { useUser } from '../api/get-user';
import { useSetStaffRole } from '../api/set-staff-role';
import { accessText, isLocked, staffRoleText, userName } from './user-labels';

const MEMBER_ROLE_LABEL: Record<string, string> = { primary: 'Primary', secondary: 'Secondary' };
const NO_ROLE = 'none';

/** Each change's dialog and what the page says once it is made. */
const ACTIONS: Record<
  UserAccessAction,
  { label: string; title: string; explain: (name: string) => string; done: (name: string) => string }
> = {
  unblock: {
    label: 'Unblock',
    title: 'Unblock this user?',
    explain: (name) => `${name} can sign in again. The reason is kept in the audit trail.`,
    done: (name) => `${name} can sign in again.`,
  },
  'force-password-change': {
    label: 'Force password change',
    title: 'Force a password change?',
    explain: (name) =>
      `Every session of ${name} ends, and they must choose a new password after they next sign in. The reason is kept in the audit trail.`,
    done: (name) => `${name} must choose a new password at their next sign-in; their sessions have ended.`,
  },
  'end-sessions': {
    label: 'End sessions',
    title: 'End every session?',
    explain: (name) =>
      `${name} is signed out everywhere at once and must sign in again. The reason is kept in the audit trail.`,
    done: (name) => `Every session of ${name} has ended.`,
  },
};

type RoleChoice = StaffRole | typeof NO_ROLE;
const roleLabel = (role: RoleChoice) => (role === NO_ROLE ? 'None' : StaffRoleLabel[role]);

/** The staff role: a select and Save for operators (after a confirmation naming the change), text for others. */
function StaffRoleControl({
  user,
  mayChangeRole,
  onDone,
  onRefused,
}: {
  user: OperatorUserDetail;
  mayChangeRole: boolean;
  onDone: (text: string) => void;
  onRefused: (text: string) => void;
}) {
  const current: RoleChoice = (user.is_staff && user.staff_role) || NO_ROLE;
  const [choice, setChoice] = useState<RoleChoice>(current);
  const [asking, setAsking] = useState(false);
  const setRole = useSetStaffRole();
  if (!mayChangeRole) return <Typography>{staffRoleText(user)}</Typography>;

  async function onConfirm() {
    setAsking(false);
    try {
      await setRole.mutateAsync({ email: user.email, role: choice === NO_ROLE ? null : choice });
      onDone(`${userName(user)}’s staff role is now ${roleLabel(choice)}.`);
    } catch (error) {
      onRefused(errorMessage(error));
    }
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        select
        label="Staff role"
        size="small"
        value={choice}
        onChange={(event) => setChoice(event.target.value as RoleChoice)}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value={NO_ROLE}>None</MenuItem>
        {Object.values(StaffRole).map((role) => (
          <MenuItem key={role} value={role}>
            {StaffRoleLabel[role]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() => setAsking(true)}
        disabled={choice === current || setRole.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save role
      </Button>
      <ConfirmDialog
        open={asking}
        title="Change the staff role?"
        confirmLabel="Change role"
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      >
        {`${userName(user)}: ${roleLabel(current)} → ${roleLabel(choice)}.`}
        {choice === NO_ROLE ? ' They are no longer staff.' : ''}
      </ConfirmDialog>
    </Stack>
  );
}

function UserView({ user, mayChangeRole }: { user: OperatorUserDetail; mayChangeRole: boolean }) {
  const change = useChangeUserAccess();
  const [asking, setAsking] = useState<UserAccessAction | null>(null);
  const result = useActionOutcome();
  const name = userName(user);
  const actions: UserAccessAction[] = [
    ...(user.blocked || isLocked(user) ? (['unblock'] as const) : []),
    'force-password-change',
    'end-sessions',
  ];

  async function onChange(action: UserAccessAction, reason: string) {
    result.clear();
    try {
      await change.mutateAsync({ id: user.id, action, reason });
      result.done(ACTIONS[action].done(name));
    } catch (error) {
      // A field's error stays on the dialog's field; any other refusal is the page's, in the server's words.
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) throw error;
      result.refused(errorMessage(error));
    }
    setAsking(null);
  }

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {name}
      </Typography>
      <ActionOutcome outcome={result.outcome} refusal={result.refusal} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'unblock' ? 'contained' : 'outlined'}
            color={action === 'unblock' ? 'primary' : 'error'}
            onClick={() => setAsking(action)}
            disabled={change.isPending}
          >
            {ACTIONS[action].label}
          </Button>
        ))}
      </Stack>
      <PageSection title="Details">
        <DetailList
          items={[
            { label: 'E-mail', value: user.email },
            { label: 'Mobile', value: user.phone_number ? formatMobile(user.phone_number) : '' },
            { label: 'Access', value: accessText(user) },
            { label: 'Blocked since', value: user.blocked_at ? formatDateTime(user.blocked_at) : '' },
            { label: 'Two-factor at sign-in', value: user.login_two_factor_auth_enabled ? 'On' : 'Off' },
            { label: 'Live sessions', value: String(user.live_sessions) },
            { label: 'Last sign-in', value: user.last_sign_in ? formatDateTime(user.last_sign_in) : '' },
            { label: 'Created', value: formatDateTime(user.created) },
          ]}
        />
      </PageSection>
      <PageSection title="Staff role">
        <StaffRoleControl
          key={`${user.is_staff}-${user.staff_role}`}
          user={user}
          mayChangeRole={mayChangeRole}
          onDone={result.done}
          onRefused={result.refused}
        />
      </PageSection>
      <PageSection title="Recent activity">
        <DetailTable
          label="Recent activity"
          empty="Nothing recorded yet."
          rows={user.recent_activity}
          columns={[
            { header: 'When', cell: (activity) => formatDateTime(activity.when) },
            { header: 'Type', cell: (activity) => activityTypeLabel(activity.type) },
            { header: 'Description', cell: (activity) => activity.description },
            { header: 'Network address', cell: (activity) => activity.ip ?? '—' },
          ]}
        />
      </PageSection>
      <PageSection title="Failed sign-ins">
        <DetailTable
          label="Failed sign-ins"
          empty="None recently."
          rows={user.failed_sign_ins}
          columns={[
            { header: 'When', cell: (attempt) => formatDateTime(attempt.when) },
            { header: 'Network address', cell: (attempt) => attempt.ip },
          ]}
        />
      </PageSection>
      <PageSection title="Accounts">
        <DetailTable
          label="Accounts"
          empty="Not a member of any account."
          rows={user.accounts}
          rowKey={(account) => account.id}
          columns={[
            {
              header: 'Account',
              cell: (account) => (
                <Link component={RouterLink} to={paths.backOffice.account.getHref({ id: account.id })}>
                  {account.name}
                </Link>
              ),
            },
            { header: 'Role', cell: (account) => MEMBER_ROLE_LABEL[account.role] ?? account.role },
          ]}
        />
      </PageSection>
      <Button component={RouterLink} to={paths.backOffice.users.getHref()} sx={{ alignSelf: 'flex-start' }}>
        Back to users
      </Button>
      {asking && (
        <ReasonDialog
          open
          title={ACTIONS[asking].title}
          confirmLabel={ACTIONS[asking].label}
          schema={operatorUserReasonSchema}
          maxLength={OPERATOR_USER_REASON_MAX}
          onSubmit={(reason) => onChange(asking, reason)}
          onCancel={() => setAsking(null)}
        >
          {ACTIONS[asking].explain(name)}
        </ReasonDialog>
      )}
    </Stack>
  );
}

/**
 * One user for staff (issue #23 item 2): details and access, the operator's changes (each with a
 * reason), the staff role (operators change it), recent activity and failed sign-ins, accounts.
 */
export function UserDetail({ id, mayChangeRole }: { id: number; mayChangeRole: boolean }) {
  const query = useUser(id);
  return (
    <Loaded query={query} label="Loading the user">
      {(user) => <UserView user={user} mayChangeRole={mayChangeRole} />}
    </Loaded>
  );
}
