import { Messages, UnfilledAccountField, takesAcn, type Account } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useAccount } from '../api/get-account';
import { AccountIndividualTaxForm } from './account-individual-tax-form';
import { CorporateTaxForm } from './corporate-tax-form';
import { MembersTaxStatus } from './members-tax-status';

export const TAX_TITLE = 'Tax details';

/**
 * An account's tax screen (spec 2 §2 "Corporate tax details and individual tax details"): the
 * signed-in person's individual tax and, for a company or a corporate trustee, the account's
 * corporate tax, with who on the account has given their individual tax. While both are missing
 * the individual form comes first; while only one is missing, that one shows; once neither is
 * missing, both show to be changed. The forms are keyed on the account's missing parts, so when
 * a save moves the fill-in back to this same screen the other form shows.
 */
export function AccountTax({ accountId, onSaved }: { accountId: number; onSaved: () => void }) {
  const account = useAccount(accountId);
  if (account.isPending) return <PageSpinner label="Loading the account" />;
  if (account.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {TAX_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {account.data.name}
      </Typography>
      <TaxForms key={account.data.unfilled_fields.join(',')} account={account.data} onSaved={onSaved} />
      <MembersTaxStatus people={account.data.users} />
    </Box>
  );
}

function TaxForms({ account, onSaved }: { account: Account; onSaved: () => void }) {
  const corporate = takesAcn(account.type, account.trustee);
  const missingIndividual = account.unfilled_fields.includes(UnfilledAccountField.individual_tax);
  const missingCorporate = account.unfilled_fields.includes(UnfilledAccountField.corporate_tax);
  const showIndividual = missingIndividual || !(corporate && missingCorporate);
  const showCorporate = corporate && !missingIndividual;
  return (
    <>
      {showIndividual && <AccountIndividualTaxForm accountId={account.id} onSaved={onSaved} />}
      {showCorporate && <CorporateTaxForm account={account} onSaved={onSaved} />}
    </>
  );
}
