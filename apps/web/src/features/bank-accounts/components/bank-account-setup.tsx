import {
  BankAccountMessages,
  Messages,
  normaliseBsb,
  type BankAccount,
  type BankAccountInput,
  type BankAccountValues,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useGuardedWrite } from '../../../lib/use-guarded-write';
import { useCreateBankAccount } from '../api/create-bank-account';
import { useAccountBankAccounts } from '../api/get-account-bank-accounts';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import { useMyBankAccounts } from '../api/get-my-bank-accounts';
import { useUpdateBankAccount } from '../api/update-bank-account';
import { bankAccountLabel } from '../bank-account-label';
import { BankAccountForm, EMPTY_BANK_ACCOUNT } from './bank-account-form';

const NEW = 'new';
const TITLE = 'Bank account';

/**
 * The setup step's bank account (spec 2 §2 Bank account, §4 "an existing one is edited with PATCH;
 * a new one is created with POST"): the user's bank accounts from all their accounts plus 'Add new
 * bank account'. One of this account's is kept (PATCHed when its details were changed); one of
 * another account's is copied here with POST. When a product already pays into one of this
 * account's bank accounts, only that one is offered, with the notice saying why.
 */
export function BankAccountSetup({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const own = useAccountBankAccounts(accountId);
  const mine = useMyBankAccounts();
  const options = useBankAccountOptions(accountId);
  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {TITLE}
      </Typography>
      {own.isPending || mine.isPending || options.isPending ? (
        <PageSpinner label="Loading your bank accounts" />
      ) : own.isError || mine.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : (
        <BankAccountChoice
          accountId={accountId}
          own={own.data}
          mine={mine.data}
          // Without the options the password is left out; the server still says when it is needed.
          isPasswordRequired={options.data?.is_password_required ?? false}
          onSaved={onSaved}
        />
      )}
    </Paper>
  );
}

/** This account's bank accounts first, then the user's others, each once. */
function choicesFor(own: BankAccount[], mine: BankAccount[]): { choices: BankAccount[]; linked: boolean } {
  const linked = own.find((bankAccount) => bankAccount.linked_products.length > 0);
  if (linked) return { choices: [linked], linked: true };
  const ownIds = new Set(own.map((bankAccount) => bankAccount.id));
  return { choices: [...own, ...mine.filter((bankAccount) => !ownIds.has(bankAccount.id))], linked: false };
}

function detailsOf(bankAccount: BankAccount): BankAccountInput {
  return {
    bsb: bankAccount.bsb,
    bank: bankAccount.bank,
    branch: bankAccount.branch,
    name: bankAccount.name,
    number: bankAccount.number,
    document_file: bankAccount.document_file?.id ?? null,
    password: '',
  };
}

/** Whether the saved values differ from the bank account as it is (a typed password counts as a change). */
function changed(values: BankAccountValues, bankAccount: BankAccount): boolean {
  return (
    values.bsb !== normaliseBsb(bankAccount.bsb) ||
    values.bank !== bankAccount.bank ||
    values.branch !== bankAccount.branch ||
    values.name !== bankAccount.name ||
    values.number !== bankAccount.number ||
    values.document_file !== (bankAccount.document_file?.id ?? null) ||
    values.password !== ''
  );
}

function BankAccountChoice({
  accountId,
  own,
  mine,
  isPasswordRequired,
  onSaved,
}: {
  accountId: number;
  own: BankAccount[];
  mine: BankAccount[];
  isPasswordRequired: boolean;
  onSaved: () => void;
}) {
  const { choices, linked } = choicesFor(own, mine);
  const [choice, setChoice] = useState<string>(String((linked ? choices[0] : own[0])?.id ?? NEW));
  const labelId = useId();
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const guarded = useGuardedWrite();
  const chosen = choices.find((bankAccount) => String(bankAccount.id) === choice) ?? null;

  async function save(values: BankAccountValues) {
    if (chosen === null || chosen.account !== accountId) {
      await guarded(() => create.mutateAsync({ accountId, values }));
    } else if (changed(values, chosen)) {
      await guarded(() => update.mutateAsync({ accountId, bankAccountId: chosen.id, values }));
    }
    onSaved();
  }

  return (
    <>
      {linked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {BankAccountMessages.linkedToLoanNote}
        </Alert>
      )}
      {choices.length > 0 && (
        <FormControl margin="normal" fullWidth>
          <FormLabel id={labelId}>{TITLE}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {choices.map((bankAccount) => (
              <FormControlLabel
                key={bankAccount.id}
                value={String(bankAccount.id)}
                control={<Radio />}
                label={bankAccountLabel(bankAccount)}
              />
            ))}
            {!linked && <FormControlLabel value={NEW} control={<Radio />} label={Messages.addNewBankAccount} />}
          </RadioGroup>
        </FormControl>
      )}
      <BankAccountForm
        // A new choice starts from its own details, not from what was typed for the previous one.
        key={choice}
        defaultValues={chosen ? detailsOf(chosen) : EMPTY_BANK_ACCOUNT}
        initialDocument={chosen?.document_file ?? null}
        isPasswordRequired={isPasswordRequired}
        submitLabel="Save"
        onSubmit={save}
        ariaLabel={TITLE}
      />
    </>
  );
}
