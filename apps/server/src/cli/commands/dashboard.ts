import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';

/** The staff dashboard's figures: what waits in each queue and since when (issue #23 item 4). */
export const dashboardCommand: AdminCommand = {
  name: 'dashboard',
  usage: ['dashboard'],
  async run(args) {
    if (args.length === 0) return call('GET', '/dashboard/');
    throw new UsageError();
  },
};
