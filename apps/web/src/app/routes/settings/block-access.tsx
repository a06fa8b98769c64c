import { paths } from '../../../config/paths';
import { BlockAccess } from '../../../features/settings/components/block-access';

/**
 * /account/block-account/. Not behind the two-factor guard: blocking only takes access away, and
 * someone who fears their phone or mailbox is in other hands must not wait for a code sent there.
 * The password is still asked for.
 */
export function BlockAccessRoute() {
  return <BlockAccess cancelHref={paths.account.settings.getHref()} />;
}
