import { ChangeRequestStatus, Messages, type BankAccount } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useGuardedWrite } from '../../../lib/use-guarded-write';
import { useBankAccount } from '../api/get-bank-account';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { BankAccountForm } from './bank-account-form';
import { CancelLink } from './cancel-link';
import { ChangeRequestReview } from './change-request-review';
import { RequestSent } from './request-sent';

const TITLE = 'Edit bank account';

/**
 * Change a bank account's details (spec 2 §2 edit-bank-account, §4): the form prefilled, sent as an
 * edit request. While an edit request of it is pending its review shows instead; one that is no
 * longer pending sends the person to the account's page ("the edit screen redirects to the details").
 */
export function EditBankAccount({ accountId, bankAccountId }: { accountId: number; bankAccountId: number }) {
  const bankAccount = useBankAccount(accountId, bankAccountId);
  const options = useBankAccountOptions(accountId);
  const [sent, setSent] = useState(false);
  // While this screen sends its own request, the refetched bank account already carries it: the
  // rules below are for a person arriving at the screen, not for the answer to their own send.
  const [sending, setSending] = useState(false);

  if (sent) return <RequestSent accountId={accountId} />;
  if (bankAccount.isPending || options.isPending) return <PageSpinner label="Loading the bank account" />;
  if (bankAccount.isError) return <Alert severity="error">{bankAccount.error.message}</Alert>;
  const request = sending ? null : bankAccount.data.edit_change_request;
  if (request && request.status !== ChangeRequestStatus.pending) {
    return <Navigate to={paths.accounts.detail.getHref({ id: accountId })} replace />;
  }
  if (request) return <ChangeRequestReview request={request} />;
  return (
    <EditForm
      bankAccount={bankAccount.data}
      isPasswordRequired={options.data?.is_password_required ?? false}
      optionsFailed={options.isError}
      onSending={setSending}
      onSent={() => setSent(true)}
    />
  );
}

function EditForm({
  bankAccount,
  isPasswordRequired,
  optionsFailed,
  onSending,
  onSent,
}: {
  bankAccount: BankAccount;
  isPasswordRequired: boolean;
  optionsFailed: boolean;
  onSending: (sending: boolean) => void;
  onSent: () => void;
}) {
  const update = useUpdateBankAccount();
  const guarded = useGuardedWrite();
  const accountId = bankAccount.account;
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      {optionsFailed && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <BankAccountForm
        defaultValues={{
          bsb: bankAccount.bsb,
          bank: bankAccount.bank,
          branch: bankAccount.branch,
          name: bankAccount.name,
          number: bankAccount.number,
          document_file: bankAccount.document_file?.id ?? null,
          password: '',
        }}
        initialDocument={bankAccount.document_file}
        // The password on record stays unless a new one is typed.
        isPasswordRequired={isPasswordRequired && !bankAccount.has_password}
        submitLabel="Send request"
        ariaLabel={TITLE}
        secondaryAction={<CancelLink accountId={accountId} />}
        onSubmit={async (values) => {
          onSending(true);
          try {
            await guarded(() => update.mutateAsync({ accountId, bankAccountId: bankAccount.id, values }));
          } catch (error) {
            onSending(false);
            throw error;
          }
          onSent();
        }}
      />
    </Paper>
  );
}
