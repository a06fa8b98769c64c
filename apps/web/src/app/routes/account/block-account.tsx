import { paths } from '../../../config/paths';
import { BlockAccount } from '../../../features/account/components/block-account';

/**
 * /account/block-account/. Not behind the two-factor guard: blocking only takes access away, and
 * someone who fears their phone or mailbox is in other hands must not wait for a code sent there.
 * The password is still asked for.
 */
export function BlockAccountRoute() {
  return <BlockAccount cancelHref={paths.account.settings.getHref()} />;
}
