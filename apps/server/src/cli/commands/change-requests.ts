import { parseArgs } from 'node:util';
import { type AdminCommand, queueParams, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';

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
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        status: { type: 'string' },
        search: { type: 'string' },
        ordering: { type: 'string' },
        page: { type: 'string' },
        'page-size': { type: 'string' },
        reason: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const id = () => recordId(positionals[0], 'change request’s', 'change-request list');
    switch (action) {
      case 'list': {
        const status = values.status ?? 'awaiting_approval';
        const query = queueParams({ ...values, status: status === 'all' ? undefined : status }, [
          'status',
          'search',
          'ordering',
          'page',
          'page-size',
        ]);
        return call('GET', `/change-requests/?${query}`);
      }
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
