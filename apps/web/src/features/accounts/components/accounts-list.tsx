import { AccountMessages, Messages, type Account } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useAccounts } from '../api/get-accounts';
import { useSelectAccount } from '../api/select-account';
import { AccountFacts } from './account-facts';
import { AccountStatusChip } from './account-status-chip';

/**
 * The accounts list (spec 2 §2 Accounts list): a card per account with its name, type, trustee,
 * status badge and Select account; the selected account is highlighted. The name opens the
 * account's page. `invitations` (the route's) sits between the heading and the cards.
 */
export function AccountsList({ invitations }: { invitations?: ReactNode }) {
  const accounts = useAccounts();
  const select = useSelectAccount();
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        sx={{ mb: 2 }}
      >
        <Typography component="h1" variant="h4">
          Accounts
        </Typography>
        <Button component={RouterLink} to={paths.accountSetup.createNewAccount.getHref()} variant="contained">
          Create a new account
        </Button>
      </Stack>
      {invitations}
      {accounts.isPending ? (
        <PageSpinner label="Loading your accounts" />
      ) : accounts.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : accounts.data.results.length === 0 ? (
        <Typography>{AccountMessages.noAccountsYet}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}
        >
          {accounts.data.results.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              selecting={select.isPending && select.variables === account.id}
              onSelect={() => select.mutate(account.id)}
            />
          ))}
        </Box>
      )}
    </>
  );
}

function AccountCard({ account, selecting, onSelect }: { account: Account; selecting: boolean; onSelect: () => void }) {
  const headingId = useId();
  const selected = account.is_selected;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      aria-current={selected ? 'true' : undefined}
      sx={selected ? { borderColor: 'primary.main', borderWidth: 2, bgcolor: 'action.selected' } : undefined}
    >
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography component="h2" variant="h6" id={headingId}>
            <Link component={RouterLink} to={paths.accounts.detail.getHref({ id: account.id })}>
              {account.name}
            </Link>
          </Typography>
          <AccountStatusChip status={account.status_display} />
        </Stack>
        <AccountFacts account={account} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {selected ? (
          <Chip color="primary" label="Selected account" />
        ) : (
          <Button variant="outlined" onClick={onSelect} disabled={selecting} aria-describedby={headingId}>
            Select account
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
