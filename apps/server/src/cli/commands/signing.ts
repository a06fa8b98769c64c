import { parseArgs } from 'node:util';
import { type AdminCommand, recordId, UsageError, need } from '../command.js';
import { call } from '../operator-client.js';

/**
 * Signing envelopes (issue #21 item 2) until the back office has screens: list them, show one with
 * each signer's status, the documents' hashes and the history, remind the signers still to answer
 * (a fresh link on the portal's own pages), or withdraw one with a reason the signers are told.
 */
export const signingCommand: AdminCommand = {
  name: 'signing',
  usage: [
    'signing list [--status sent|completed|declined|expired|voided] [--account ID] [--search TEXT]',
    '             [--ordering created|-created|status|account_name|title|id] [--page N] [--page-size N]   (a page, newest first)',
    'signing show ID',
    'signing remind ID                (e-mails the signers still to answer; a fresh link replaces theirs)',
    'signing void ID --reason TEXT    (withdraws it, also at DocuSign; the signers are told the reason)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        status: { type: 'string' },
        account: { type: 'string' },
        search: { type: 'string' },
        ordering: { type: 'string' },
        page: { type: 'string' },
        'page-size': { type: 'string' },
        reason: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const id = () => recordId(positionals[0], 'envelope’s', 'signing list');
    switch (action) {
      case 'list': {
        const query = new URLSearchParams();
        for (const flag of ['status', 'account', 'search', 'ordering', 'page', 'page-size'] as const) {
          const value = values[flag];
          if (value !== undefined) query.set(flag.replace(/-/g, '_'), value);
        }
        return call('GET', `/signing/envelopes/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/signing/envelopes/${id()}/`);
      case 'remind':
        return call('POST', `/signing/envelopes/${id()}/remind/`, {});
      case 'void':
        return call('POST', `/signing/envelopes/${id()}/void/`, {
          reason: need(values.reason, 'reason'),
        });
      default:
        throw new UsageError();
    }
  },
};
