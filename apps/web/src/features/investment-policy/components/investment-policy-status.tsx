import { Messages } from '@portal/contract';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { investmentPoliciesQueryOptions } from '../api/get-investment-policies';
import { StatementTexts } from './statement-texts';
import { StatementStatusChip } from './statement-status-chip';

/**
 * The account page's line on its investment policy statement (spec 2 §2 Account details page:
 * "Investment Policy Statement (one or two: active and ongoing)"): each one's status and the way
 * to the statement's page.
 */
export function InvestmentPolicyStatus({ accountId }: { accountId: number }) {
  // A failure stays in this section; the rest of the account page still shows.
  const policies = useQuery({ ...investmentPoliciesQueryOptions(accountId), meta: { errorHandling: 'form' } });
  return (
    <PageSection title={StatementTexts.heading}>
      {policies.isPending ? (
        <CircularProgress size={24} role="status" aria-label="Loading the investment policy statement" />
      ) : policies.isError ? (
        <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>
      ) : (
        <>
          {policies.data.active_ips === null && policies.data.ongoing_ips === null ? (
            <Typography color="text.secondary">Not started yet.</Typography>
          ) : (
            [
              { label: StatementTexts.active, statement: policies.data.active_ips },
              { label: StatementTexts.ongoing, statement: policies.data.ongoing_ips },
            ].map(({ label, statement }) =>
              statement ? (
                <Stack key={label} direction="row" spacing={1} alignItems="center">
                  <Typography>{label}:</Typography>
                  <StatementStatusChip statement={statement} />
                </Stack>
              ) : null,
            )
          )}
          <Link component={RouterLink} to={paths.accounts.forms.ipsIma.getHref({ accountId })}>
            View the investment policy statement
          </Link>
        </>
      )}
    </PageSection>
  );
}
