import { type AdminCommand, need, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { parseQueueArgs, queueQuery } from '../queue-list.js';

/**
 * Redemptions of loan notes held (issue #22 item 5) as the provider settles them until the back
 * office has screens: list them (those confirmed and waiting unless another status is asked
 * for), settle one (the amount comes off the note today) or reject one with a reason.
 */
export const redeemCommand: AdminCommand = {
  name: 'redeem',
  usage: [
    'redeem list [--status awaiting_code|requested|settled|rejected|cancelled|all]   (default: requested)',
    '            [--search ACCOUNT] [--ordering amount|status|created|confirmed (- first: descending)]',
    '            [--page N] [--page-size N]',
    'redeem settle ID   (the amount comes off the note today, Sydney; whole: the note is redeemed)',
    'redeem reject ID --reason TEXT',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseQueueArgs(rest, { reason: { type: 'string' } });
    const id = () => recordId(positionals[0], 'redemption request’s', 'redeem list');
    switch (action) {
      case 'list':
        return call('GET', `/redeem-requests/?${queueQuery(values, { opensOn: 'requested' })}`);
      case 'settle':
        return call('POST', `/redeem-requests/${id()}/settle/`, {});
      case 'reject':
        return call('POST', `/redeem-requests/${id()}/reject/`, { reason: need(values.reason, 'reason') });
      default:
        throw new UsageError();
    }
  },
};
