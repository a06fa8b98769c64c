import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { TwoFactorGuard } from '../../../features/auth/components/two-factor-guard';
import { bankAccountsPath } from '../../../features/bank-accounts/api/bank-account-keys';

/**
 * Spec 2 §4 "Two-factor guard on bank screens": the account's bank accounts endpoint says whether
 * a code is needed before the page shows; Cancel goes back to the account.
 */
export function BankAccountGuard({ accountId, children }: { accountId: number; children: ReactNode }) {
  return (
    <TwoFactorGuard
      endpoint={bankAccountsPath(accountId)}
      cancelHref={paths.accounts.detail.getHref({ id: accountId })}
    >
      {children}
    </TwoFactorGuard>
  );
}
