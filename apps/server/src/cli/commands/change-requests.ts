import { type AdminCommand, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { parseQueueArgs, queueQuery } from '../queue-list.js';

/**
 * Bank change requests as the portfolio manager decides them (issue #19) until the back office
 * has screens: list them (those waiting for approval unless another status is asked for), show
 * one with its history, approve one (it is applied at once) or decline it with a reason.
 */
export const changeRequestCommand: AdminCommand = {
  name: 'change-request',
  usage: [
    'change-request list [--status pending|awaiting_approval|applied|declined|cancelled|expired|all] [--search TEXT]',
    '               [--ordering kind|status|created_at|expires_at (- first: descending)] [--page N] [--page-size N]',
    '               (default: awaiting_approval, the requests waiting for the portfolio manager)',
    'change-request show ID',
    'change-request approve ID   (the bank account changes now)',
    'change-request decline ID --reason TEXT',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseQueueArgs(rest, { reason: { type: 'string' } });
    const id = () => recordId(positionals[0], 'change request’s', 'change-request list');
    switch (action) {
      case 'list':
        return call('GET', `/change-requests/?${queueQuery(values, { opensOn: 'awaiting_approval' })}`);
      case 'show':
        return call('GET', `/change-requests/${id()}/`);
      case 'approve':
        return call('POST', `/change-requests/${id()}/approve/`, {});
      case 'decline':
        return call('POST', `/change-requests/${id()}/decline/`, { reason: values.reason ?? '' });
      default:
        throw new UsageError();
    }
  },
};
