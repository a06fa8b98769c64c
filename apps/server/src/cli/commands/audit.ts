import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { queueParams } from '../queue-list.js';

/** `audit search`: the trail's newest entries first, a page at a time (dates are Sydney days). */
export const auditCommand: AdminCommand = {
  name: 'audit',
  usage: ['audit search [--target T] [--actor A] [--action A] [--from D] [--to D] [--page N] [--page-size N]'],
  async run([action, ...args]) {
    if (action !== 'search') throw new UsageError();
    const { values } = parseArgs({
      args,
      options: {
        target: { type: 'string' },
        actor: { type: 'string' },
        action: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        page: { type: 'string' },
        'page-size': { type: 'string' },
      },
      strict: true,
    });
    const search = queueParams(values, Object.keys(values));
    return call('GET', `/audit/${search ? `?${search}` : ''}`);
  },
};
