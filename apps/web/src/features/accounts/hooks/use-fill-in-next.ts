import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { accountQueryOptions } from '../api/get-account';
import { activationStepsQueryOptions } from '../api/get-activation-steps';
import { detailFormHref } from '../detail-forms';

/**
 * After a form saves (spec 2 §4 fill-in): read the account again, from the server, and show the
 * form of its first part still missing. When none is left (or the next one's form is not in the
 * portal yet) the account page shows, with its activation steps fetched afresh.
 */
export function useFillInNext(accountId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const account = await queryClient.fetchQuery({ ...accountQueryOptions(accountId), staleTime: 0 });
    const next = account.unfilled_fields[0];
    const href = next ? detailFormHref(next, accountId) : null;
    if (href) {
      await navigate(href);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: activationStepsQueryOptions(accountId).queryKey });
    await navigate(paths.accounts.detail.getHref({ id: accountId }));
  }, [accountId, navigate, queryClient]);
}
