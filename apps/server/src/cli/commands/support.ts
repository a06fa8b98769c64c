import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';

export const supportCommand: AdminCommand = {
  name: 'support',
  usage: ['support list [--limit N]'],
  async run([action, ...args]) {
    const { values } = parseArgs({ args, options: { limit: { type: 'string' } }, strict: true });
    if (action !== 'list') throw new UsageError();
    return call('GET', `/support-requests/?limit=${encodeURIComponent(values.limit ?? '50')}`);
  },
};
