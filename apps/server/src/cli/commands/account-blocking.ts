import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError, need } from '../command.js';
import { call } from '../operator-client.js';

/** Only the provider can let someone who blocked their own access sign in again. */
export const userCommand: AdminCommand = {
  name: 'user',
  usage: ['user unblock --email E'],
  async run([action, ...args]) {
    const { values } = parseArgs({ args, options: { email: { type: 'string' } }, strict: true });
    if (action === 'unblock') return call('POST', '/users/unblock/', { email: need(values.email, 'email') });
    throw new UsageError();
  },
};
