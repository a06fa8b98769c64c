import { useAccount } from '../../../features/accounts/api/get-account';
import { useProfile } from '../../../features/settings/api/get-profile';

/**
 * Whether the person the portal acts for (the managed client, else the signed-in user) is the
 * account's primary user, who alone starts and changes its investment policy statement (spec 2
 * §6); undefined while either is read.
 */
export function useIsPrimaryUser(accountId: number): boolean | undefined {
  const account = useAccount(accountId);
  const profile = useProfile();
  if (!account.data || !profile.data) return account.isError || profile.isError ? false : undefined;
  const subject = profile.data.managed_user_individual_info?.user_id ?? profile.data.user_id;
  return account.data.primary_user === subject;
}
