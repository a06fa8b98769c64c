import { AccountMessages, Messages, type Account } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccounts } from '../api/get-accounts';
import { useSelectAccount } from '../api/select-account';
import { AccountFacts } from './account-facts';

/**
 * Apply with an existing account (spec 2 §2, §4): the person's accounts as cards. Only an account
 * they have signing authority on can be chosen; the others say why not. Choosing one makes it
 * the selected account, then the flow goes on with it.
 */
export function ExistingAccounts({ onChosen }: { onChosen: (id: number) => void }) {
  const accounts = useAccounts();
  const select = useSelectAccount();
  if (accounts.isPending) return <PageSpinner label="Loading your accounts" />;
  if (accounts.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const list = accounts.data.results;
  if (list.length === 0) return <Typography sx={{ mt: 2 }}>{AccountMessages.noAccountsYet}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 2 }}>
      {list.map((account) => (
        <ExistingAccountCard
          key={account.id}
          account={account}
          choosing={select.isPending && select.variables === account.id}
          disabled={select.isPending}
          onChoose={() => select.mutate(account.id, { onSuccess: () => onChosen(account.id) })}
        />
      ))}
    </Box>
  );
}

function ExistingAccountCard({
  account,
  choosing,
  disabled,
  onChoose,
}: {
  account: Account;
  choosing: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const headingId = useId();
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography component="h2" variant="h6" id={headingId} gutterBottom>
          {account.name}
        </Typography>
        <AccountFacts account={account} />
        {!account.has_signing_authority && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {AccountMessages.noSigningAuthority}
          </Alert>
        )}
      </CardContent>
      {account.has_signing_authority && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {/* Described by the card's heading: 'Choose this account, Bennett Family Super Fund'. */}
          <Button
            variant="contained"
            onClick={onChoose}
            disabled={disabled}
            aria-busy={choosing || undefined}
            aria-describedby={headingId}
          >
            Choose this account
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
