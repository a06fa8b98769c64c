import { parseArgs } from 'node:util';
import { type AdminCommand, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';

/**
 * The identity review (issue #23 item 2): personal details the automatic check could not verify,
 * listed (those waiting for staff unless another status is asked for), shown, approved, or
 * rejected with the message the person receives.
 */
export const identityCommand: AdminCommand = {
  name: 'identity',
  usage: [
    'identity list [--status pending|not_verified|verified] [--search TEXT] [--page N]',
    '               (default: pending, the details waiting for staff)',
    'identity show USER_ID',
    'identity approve USER_ID [--note TEXT]   (the person is told)',
    'identity reject USER_ID --message TEXT   (the person receives the message)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        status: { type: 'string' },
        search: { type: 'string' },
        page: { type: 'string' },
        note: { type: 'string' },
        message: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const id = () => recordId(positionals[0], 'person’s user', 'identity list');
    switch (action) {
      case 'list': {
        const query = new URLSearchParams({ status: values.status ?? 'pending', page: values.page ?? '1' });
        if (values.search) query.set('search', values.search);
        return call('GET', `/identity-reviews/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/identity-reviews/${id()}/`);
      case 'approve':
        return call('POST', `/identity-reviews/${id()}/approve/`, values.note ? { note: values.note } : {});
      case 'reject':
        return call('POST', `/identity-reviews/${id()}/reject/`, { message: values.message ?? '' });
      default:
        throw new UsageError();
    }
  },
};
