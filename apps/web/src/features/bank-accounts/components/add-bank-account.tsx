import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useGuardedWrite } from '../../../lib/use-guarded-write';
import { useCreateBankAccount } from '../api/create-bank-account';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import { BankAccountForm } from './bank-account-form';
import { CancelLink } from './cancel-link';
import { RequestSent } from './request-sent';

const TITLE = 'Add bank account';

/**
 * Add a bank account to an active account (spec 2 §2 add-bank-account): the new account waits for
 * its verify request. Sits behind the two-factor guard, whose code the write may ask for again.
 */
export function AddBankAccount({ accountId }: { accountId: number }) {
  const options = useBankAccountOptions(accountId);
  const create = useCreateBankAccount();
  const guarded = useGuardedWrite();
  const [outcome, setOutcome] = useState<'sent' | 'applied' | null>(null);

  if (outcome === 'sent') return <RequestSent accountId={accountId} />;
  // An account not yet active takes the bank account at once: nothing waits, the account shows it.
  if (outcome === 'applied') return <Navigate to={paths.accounts.detail.getHref({ id: accountId })} replace />;
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      {options.isPending ? (
        <PageSpinner label="Loading the form" />
      ) : (
        <>
          {options.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
          <BankAccountForm
            isPasswordRequired={options.data?.is_password_required ?? false}
            submitLabel="Send request"
            ariaLabel={TITLE}
            secondaryAction={<CancelLink accountId={accountId} />}
            onSubmit={async (values) => {
              const created = await guarded(() => create.mutateAsync({ accountId, values }));
              setOutcome(created.verify_change_request ? 'sent' : 'applied');
            }}
          />
        </>
      )}
    </Paper>
  );
}
