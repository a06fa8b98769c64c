import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useGuardedWrite } from '../../../lib/use-guarded-write';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccount } from '../api/get-bank-account';
import { BankDetailsList } from './bank-details-list';
import { CancelLink } from './cancel-link';
import { RequestSent } from './request-sent';

const TITLE = 'Delete bank account';

/**
 * Ask to delete a bank account (spec 2 §2 delete-bank-account): its details and one button. On an
 * active account this opens a delete request; the server refuses the last one or a linked one,
 * and its words show here.
 */
export function DeleteBankAccount({ accountId, bankAccountId }: { accountId: number; bankAccountId: number }) {
  const bankAccount = useBankAccount(accountId, bankAccountId);
  const remove = useDeleteBankAccount();
  const guarded = useGuardedWrite();
  const [outcome, setOutcome] = useState<'sent' | 'deleted' | null>(null);

  if (outcome === 'sent') return <RequestSent accountId={accountId} />;
  if (outcome === 'deleted') return <Navigate to={paths.accounts.detail.getHref({ id: accountId })} replace />;

  async function send() {
    try {
      const answer = await guarded(() => remove.mutateAsync({ accountId, bankAccountId }));
      setOutcome(answer ? 'sent' : 'deleted');
    } catch {
      // Shown from the mutation's error below.
    }
  }

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {TITLE}
        </Typography>
        {bankAccount.isPending ? (
          <PageSpinner label="Loading the bank account" />
        ) : bankAccount.isError ? (
          <Alert severity="error">{bankAccount.error.message}</Alert>
        ) : (
          <>
            <BankDetailsList details={bankAccount.data} />
            {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                variant="contained"
                color="error"
                size="large"
                disabled={remove.isPending}
                onClick={() => void send()}
              >
                {TITLE}
              </Button>
              <CancelLink accountId={accountId} />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
