import { Messages, type InvestmentPolicy } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, type ReactNode } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { isApiError } from '../../../lib/api-error';
import { useCreateInvestmentPolicy } from '../api/create-investment-policy';
import { useInvestmentPolicies } from '../api/get-investment-policies';

export const NOT_STARTED_MESSAGE = 'The account’s primary user has not started the investment policy statement yet.';

/**
 * The statement the wizard works on (spec 2 §4): the account's ongoing one; when there is none,
 * the primary user starts a draft (POST), and anyone else sees the active one, read-only, if any.
 */
export function InvestmentPolicyLoader({
  accountId,
  canStart,
  children,
}: {
  accountId: number;
  /** Whether the signed-in person is the account's primary user; undefined while that is read. */
  canStart: boolean | undefined;
  children: (statement: InvestmentPolicy) => ReactNode;
}) {
  const policies = useInvestmentPolicies(accountId);
  const create = useCreateInvestmentPolicy();
  const started = useRef(false);
  const needsDraft = policies.data !== undefined && policies.data.ongoing_ips === null && canStart === true;

  useEffect(() => {
    // Once per screen: a second POST would be refused (a statement is already under way).
    if (!needsDraft || started.current) return;
    started.current = true;
    create.mutate(accountId);
  }, [needsDraft, accountId, create]);

  let content: ReactNode;
  if (policies.isError || create.isError) {
    const error = create.error ?? policies.error;
    content = (
      <Alert severity="error">
        {isApiError(error) && error.detail ? error.detail : Messages.somethingWentWrongTryAgain}
      </Alert>
    );
  } else if (policies.data === undefined || canStart === undefined || needsDraft) {
    content = <PageSpinner label="Loading the investment policy statement" />;
  } else {
    const statement = policies.data.ongoing_ips ?? policies.data.active_ips;
    if (statement) return children(statement);
    content = <Alert severity="info">{NOT_STARTED_MESSAGE}</Alert>;
  }
  return <Paper sx={{ p: 3, maxWidth: 960 }}>{content}</Paper>;
}
