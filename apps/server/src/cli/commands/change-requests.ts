import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';

/** A change request's id as the portal numbers it (`change-request list` shows them). */
function requestId(value: string | undefined): string {
  if (!value || !/^\d{1,10}$/.test(value)) {
    throw new UsageError('Give the change request’s id (a number: see change-request list).');
  }
  return value;
}

/**
 * Bank change requests as the portfolio manager decides them (issue #19) until the back office
 * has screens: list them (those waiting for approval unless another status is asked for), show
 * one with its history, approve one (it is applied at once) or decline it with a reason.
 */
export const changeRequestCommand: AdminCommand = {
  name: 'change-request',
  usage: [
    'change-request list [--status pending|awaiting_approval|applied|declined|cancelled|expired|all] [--limit N]',
    '               (default: awaiting_approval, the requests waiting for the portfolio manager)',
    'change-request show ID',
    'change-request approve ID   (the bank account changes now)',
    'change-request decline ID [--reason TEXT]',
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
        const status = values.status ?? 'awaiting_approval';
        if (status !== 'all') query.set('status', status);
        return call('GET', `/change-requests/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/change-requests/${requestId(positionals[0])}/`);
      case 'approve':
        return call('POST', `/change-requests/${requestId(positionals[0])}/approve/`, {});
      case 'decline':
        return call('POST', `/change-requests/${requestId(positionals[0])}/decline/`, { reason: values.reason ?? '' });
      default:
        throw new UsageError();
    }
  },
};
