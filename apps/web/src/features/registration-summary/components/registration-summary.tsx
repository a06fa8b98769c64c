import {
  AccountStatus,
  ApplicationSubmissionMessages,
  Messages,
  ProductKey,
  type Account,
  type ApplicationSubmission,
} from '@portal/contract';
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
import { SubmittedApplication } from './submitted-application';
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
  title = 'Registration summary',
}: {
  accountId: number;
  userId: number;
  signing?: ReactNode;
  /** The page's heading: the loan note application's route names it so. */
  title?: string;
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
      submission={submission.data.submission}
      refusal={submission.data.refusal}
      signing={signing}
      title={title}
    />
  );
}

function SummaryPage({
  account,
  isPrimary,
  submission,
  refusal,
  signing,
  title,
}: {
  account: Account;
  isPrimary: boolean;
  submission: ApplicationSubmission | null;
  refusal: string | null;
  signing?: ReactNode;
  title: string;
}) {
  const submitted = submission !== null;
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
          {title}
        </Typography>
        <Typography color="text.secondary">{account.name}</Typography>
      </div>
      {submitted && account.status !== AccountStatus.active && (
        <Alert severity="success">{ApplicationSubmissionMessages.submitted}. Signing comes next.</Alert>
      )}
      {submitted && signing}
      {submission && <SubmittedApplication submission={submission} />}
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
