import { type AdminCommand, recordId, UsageError, need } from '../command.js';
import { call } from '../operator-client.js';
import { parseQueueArgs, queueQuery } from '../queue-list.js';

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
    const { values, positionals } = parseQueueArgs(rest, {
      account: { type: 'string' },
      reason: { type: 'string' },
    });
    const id = () => recordId(positionals[0], 'envelope’s', 'signing list');
    switch (action) {
      case 'list':
        return call('GET', `/signing/envelopes/?${queueQuery(values, { filters: ['account'] })}`);
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
