import {
  AccountMessages,
  AccountStatus,
  Messages,
  UnfilledAccountField,
  UnfilledAccountFieldLabel,
  type Account,
} from '@portal/contract';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useAccount } from '../api/get-account';
import { useSelectAccount } from '../api/select-account';
import { AccountStatusChip } from './account-status-chip';

/** 'individual tax details' -> 'Individual tax details': the labels are written to sit inside a sentence. */
function asHeading(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'not_verified' -> 'Not verified'. */
function inWords(key: string): string {
  return asHeading(key.replace(/_/g, ' '));
}

/**
 * An account's page (spec 2 §2 Account details page), the parts built so far: the header with its
 * name, type, status and Select account; the people on it; the details still missing. Missing
 * trust details link to their form; the other forms come later, so each is named, not linked.
 */
export function AccountDetail({ id }: { id: number }) {
  const account = useAccount(id);
  if (account.isPending) return <PageSpinner label="Loading the account" />;
  if (account.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return <AccountPage account={account.data} />;
}

function AccountPage({ account }: { account: Account }) {
  const select = useSelectAccount();
  const awaitingActivation = account.status === AccountStatus.awaiting_activation;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'flex-start' }}
        sx={{ mb: 3 }}
      >
        <Box>
          <Typography component="h1" variant="h4" gutterBottom>
            {account.name}
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <Typography color="text.secondary">{account.type_display}</Typography>
            {/* The tag says what the badge would: awaiting activation shows once, as the tag. */}
            {awaitingActivation ? (
              <Chip
                size="small"
                variant="outlined"
                color="warning"
                icon={<HourglassEmptyOutlined aria-hidden />}
                label={AccountMessages.awaitingActivation}
              />
            ) : (
              <AccountStatusChip status={account.status_display} />
            )}
          </Stack>
        </Box>
        {account.is_selected ? (
          <Chip color="primary" label="Selected account" />
        ) : (
          <Button variant="outlined" onClick={() => select.mutate(account.id)} disabled={select.isPending}>
            Select account
          </Button>
        )}
      </Stack>

      <Section title="People on this account">
        {account.users.length === 0 ? (
          <Typography color="text.secondary">No one is on this account yet.</Typography>
        ) : (
          <List disablePadding>
            {account.users.map((person) => (
              <ListItem key={person.id} disableGutters divider>
                <ListItemText
                  primary={
                    <>
                      {person.first_name} {person.last_name}
                      {person.is_primary && (
                        <Chip component="span" size="small" label="Primary holder" sx={{ ml: 1 }} />
                      )}
                    </>
                  }
                  secondary={`${person.email} · ${inWords(person.verification_status)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>

      <Section title="Missing details">
        {account.unfilled_fields.length === 0 ? (
          <Typography>{AccountMessages.nothingMissing}</Typography>
        ) : (
          <List disablePadding>
            {account.unfilled_fields.map((field) => (
              <ListItem key={field} disableGutters>
                <ListItemText
                  primary={
                    field === UnfilledAccountField.trust ? (
                      <Link
                        component={RouterLink}
                        to={paths.accounts.forms.individualTrustDetails.getHref({ accountId: account.id })}
                      >
                        {asHeading(UnfilledAccountFieldLabel[field])}
                      </Link>
                    ) : (
                      asHeading(UnfilledAccountFieldLabel[field])
                    )
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mb: 3, maxWidth: 720 }}>
      <Typography component="h2" variant="h6" id={headingId} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
