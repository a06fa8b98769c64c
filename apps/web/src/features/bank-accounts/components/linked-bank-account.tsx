import { accountProductLabel, BankAccountMessages, BankAccountStatus, Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { z } from 'zod';
import { Form } from '../../../components/ui/form/form';
import { RadioGroupField } from '../../../components/ui/form/radio-group-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useGuardedWrite } from '../../../lib/use-guarded-write';
import { useAccountBankAccounts } from '../api/get-account-bank-accounts';
import { useLinkBankAccount } from '../api/link-bank-account';
import { bankAccountLabel } from '../bank-account-label';
import { CancelLink } from './cancel-link';
import { RequestSent } from './request-sent';

const TITLE = 'Linked bank account';

/** The radio group's value is the chosen bank account's id as text. */
const choiceSchema = z.object({
  bank_account: z.string().min(1, BankAccountMessages.chooseBankAccount),
});

/**
 * Which of the account's active bank accounts a product pays into and from (spec 2 §2
 * update-linked-bank-account). On an active account the change is a link request the members
 * confirm; before activation it applies at once.
 */
export function LinkedBankAccount({ accountId, product }: { accountId: number; product: string }) {
  const bankAccounts = useAccountBankAccounts(accountId);
  const link = useLinkBankAccount();
  const guarded = useGuardedWrite();
  const [outcome, setOutcome] = useState<'sent' | 'applied' | null>(null);

  if (outcome === 'sent') return <RequestSent accountId={accountId} />;
  if (outcome === 'applied') return <Navigate to={paths.accounts.detail.getHref({ id: accountId })} replace />;

  const active = bankAccounts.data?.filter((b) => b.status === BankAccountStatus.active) ?? [];
  const current = active.find((b) => b.linked_products.includes(product));
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      {bankAccounts.isPending ? (
        <PageSpinner label="Loading the bank accounts" />
      ) : bankAccounts.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : active.length === 0 ? (
        <Alert severity="info">{BankAccountMessages.bankAccountNotFound}</Alert>
      ) : (
        <Form
          schema={choiceSchema}
          defaultValues={{ bank_account: current ? String(current.id) : '' }}
          aria-label={TITLE}
          onSubmit={async ({ bank_account }) => {
            const linked = await guarded(() =>
              link.mutateAsync({ accountId, product, bankAccountId: Number(bank_account) }),
            );
            setOutcome(linked.link_change_request ? 'sent' : 'applied');
          }}
        >
          <Typography>The bank account {accountProductLabel(product)} pays into and from.</Typography>
          <RadioGroupField
            name="bank_account"
            label="Bank account"
            options={active.map((b) => ({ value: String(b.id), label: bankAccountLabel(b) }))}
          />
          <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 2 }}>
            <SubmitButton fullWidth={false}>Save</SubmitButton>
            <CancelLink accountId={accountId} />
          </Stack>
        </Form>
      )}
    </Paper>
  );
}
