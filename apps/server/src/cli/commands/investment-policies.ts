import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';

function statementId(value: string | undefined): string {
  if (!value || !/^\d{1,10}$/.test(value)) throw new UsageError('Give the statement’s id (a number: see ips list).');
  return value;
}

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
    switch (action) {
      case 'list': {
        const query = new URLSearchParams({ limit: values.limit ?? '100' });
        if (values.status) query.set('status', values.status);
        return call('GET', `/investment-policies/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/investment-policies/${statementId(positionals[0])}/`);
      case 'approve':
        return call('POST', `/investment-policies/${statementId(positionals[0])}/approve/`, {});
      case 'decline':
        return call('POST', `/investment-policies/${statementId(positionals[0])}/decline/`, {
          reason: values.reason ?? '',
        });
      default:
        throw new UsageError();
    }
  },
};
