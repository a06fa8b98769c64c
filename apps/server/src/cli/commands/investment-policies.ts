import { parseArgs } from 'node:util';
import { type AdminCommand, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';

/**
 * Investment policy statements as the portfolio manager reviews them (issue #21 item 5) until the
 * back office has screens: a statement changed after activation and signed by everyone required
 * waits here; approving makes it the account's active one, declining returns it to draft with the
 * reason the members read.
 */
export const investmentPolicyCommand: AdminCommand = {
  name: 'ips',
  usage: [
    'ips list [--status draft|awaiting_signature|portfolio_manager_review|active] [--limit N]',
    '               (default: portfolio_manager_review, the signed statements waiting for review)',
    'ips show ID',
    'ips approve ID   (it becomes the account’s active statement now)',
    'ips decline ID --reason TEXT   (back to draft; the members are told the reason)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { status: { type: 'string' }, limit: { type: 'string' }, reason: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const id = () => recordId(positionals[0], 'statement’s', 'ips list');
    switch (action) {
      case 'list': {
        const query = new URLSearchParams({ limit: values.limit ?? '100' });
        if (values.status) query.set('status', values.status);
        return call('GET', `/investment-policies/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/investment-policies/${id()}/`);
      case 'approve':
        return call('POST', `/investment-policies/${id()}/approve/`, {});
      case 'decline':
        return call('POST', `/investment-policies/${id()}/decline/`, {
          reason: values.reason ?? '',
        });
      default:
        throw new UsageError();
    }
  },
};
