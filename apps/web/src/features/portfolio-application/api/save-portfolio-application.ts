import {
  portfolioApplicationSchema,
  type PortfolioApplication,
  type PortfolioApplicationUpdate,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, PORTFOLIO_APPLICATIONS_PATH } from './portfolio-application-keys';

/**
 * POST /ipm/portfolio-applications/ with the account (the first save) or PATCH .../{id}/ (spec 2
 * §7 "POST or PATCH portfolio-applications").
 */
export function savePortfolioApplication({
  accountId,
  applicationId,
  values,
}: {
  accountId: number;
  applicationId: number | null;
  values: PortfolioApplicationUpdate;
}): Promise<PortfolioApplication> {
  if (applicationId === null)
    return api.post(
      PORTFOLIO_APPLICATIONS_PATH,
      { account: accountId, ...values },
      { schema: portfolioApplicationSchema },
    );
  return api.patch(`${PORTFOLIO_APPLICATIONS_PATH}${applicationId}/`, values, { schema: portfolioApplicationSchema });
}

export function useSavePortfolioApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePortfolioApplication,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
