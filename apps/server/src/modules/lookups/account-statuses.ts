import { AccountStatus, AccountStatusDisplay, type AccountStatusItem } from '@portal/contract';

/** The statuses an account passes through, with the words and style its `status_display` carries. */
export const ACCOUNT_STATUSES: readonly AccountStatusItem[] = Object.values(AccountStatus).map((code) => ({
  code,
  name: AccountStatusDisplay[code].display_name,
  style: AccountStatusDisplay[code].style,
}));
