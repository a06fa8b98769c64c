import { ApplicationSubmissionMessages, Messages, ProductKey, type Account } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { paths } from '../../../config/paths';
import { useSummaryAccount } from '../api/get-account';
import { useApplicationSubmission } from '../api/get-application-submission';
import { useInvestmentPolicies } from '../api/get-investment-policies';
import {
  AccountDetailsSection,
  BeneficialOwnersSection,
  CompanyDetailsSection,
  DocumentsSection,
  MembersSection,
  SigningAuthoritySection,
  TaxDetailsSection,
  TrustDetailsSection,
} from './account-sections';
import { ConsentsForm } from './consents-form';
import {
  AllocationSection,
  CustomisationSection,
  GearingSection,
  LoanNotesSection,
  PortfolioDetailsSection,
} from './product-sections';

/**
 * The registration summary (spec 2 §2 Registration summary, §5, §6; issue #20 item 5): every
 * part of the account's application as the server holds it, with Edit links for the primary user
 * until the application is submitted, then the six consents and the submit. Anyone else on the
 * account sees the same parts read-only and is told the primary user submits. After submission,
 * `signing` (the documents to sign, from another feature) shows under the message.
 */
export function RegistrationSummary({
  accountId,
  userId,
  signing,
}: {
  accountId: number;
  userId: number;
  signing?: ReactNode;
}) {
  const account = useSummaryAccount(accountId);
  const submission = useApplicationSubmission(accountId);
  if (account.isPending || submission.isPending) return <PageSpinner label="Loading the summary" />;
  if (account.isError || submission.isError)
    return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const isPrimary = account.data.primary_user === userId;
  return (
    <SummaryPage
      account={account.data}
      isPrimary={isPrimary}
      submitted={submission.data.submission !== null}
      refusal={submission.data.refusal}
      signing={signing}
    />
  );
}

function SummaryPage({
  account,
  isPrimary,
  submitted,
  refusal,
  signing,
}: {
  account: Account;
  isPrimary: boolean;
  submitted: boolean;
  refusal: string | null;
  signing?: ReactNode;
}) {
  const [justSubmitted, setJustSubmitted] = useState(false);
  const ipm = account.products.includes(ProductKey.ipm);
  const policies = useInvestmentPolicies(account.id);
  const ips = policies.data?.ongoing_ips ?? policies.data?.active_ips ?? null;
  const canEdit = isPrimary && !submitted;
  const props = { account, canEdit };

  if (justSubmitted)
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography component="h1" variant="h4">
          {ApplicationSubmissionMessages.submitted}
        </Typography>
        <Typography>
          Thank you. The next step is signing: we will ask everyone who needs to sign the application documents to do so
          electronically.
        </Typography>
        {signing}
        <Link component={RouterLink} to={paths.accounts.detail.getHref({ id: account.id })}>
          Go to your account
        </Link>
      </Stack>
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <div>
        <Typography component="h1" variant="h4" gutterBottom>
          Registration summary
        </Typography>
        <Typography color="text.secondary">{account.name}</Typography>
      </div>
      {submitted && <Alert severity="success">{ApplicationSubmissionMessages.submitted}. Signing comes next.</Alert>}
      {submitted && signing}
      <AccountDetailsSection {...props} />
      <DocumentsSection {...props} />
      <MembersSection {...props} />
      <SigningAuthoritySection {...props} />
      <BeneficialOwnersSection {...props} />
      <CompanyDetailsSection {...props} />
      <TrustDetailsSection {...props} />
      <TaxDetailsSection {...props} />
      {account.products.includes(ProductKey.icf) && <LoanNotesSection {...props} />}
      {ipm && (
        <>
          <PortfolioDetailsSection {...props} />
          <AllocationSection {...props} ips={ips} />
          <CustomisationSection {...props} ips={ips} />
          <GearingSection {...props} ips={ips} />
        </>
      )}
      {!submitted &&
        (isPrimary ? (
          <ConsentsForm accountId={account.id} notice={refusal} onSubmitted={() => setJustSubmitted(true)} />
        ) : (
          <Alert severity="info">
            The primary user of this account reviews this summary and submits the application.
          </Alert>
        ))}
    </Stack>
  );
}
