import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError, need, recordId } from '../command.js';
import { call } from '../operator-client.js';

/**
 * Users' access (issue #23 item 2): find them, see one with their recent activity, and the
 * operator's changes, each with its reason (kept in the audit trail). `unblock --email` is the
 * older form: only the provider can let someone who blocked their own access sign in again.
 */
export const userCommand: AdminCommand = {
  name: 'user',
  usage: [
    'user list [--search TEXT] [--access all|blocked|locked|staff|password_change_forced] [--page N]',
    'user show ID',
    'user unblock --email E | user unblock ID --reason R',
    'user force-password-change ID --reason R   (ends their sessions; a new password at next sign-in)',
    'user end-sessions ID --reason R',
  ],
  async run([action, ...args]) {
    const { values, positionals } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        search: { type: 'string' },
        access: { type: 'string' },
        page: { type: 'string' },
        reason: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    const id = () => recordId(positionals[0], 'user’s', 'user list');
    const withReason = (path: string) =>
      call('POST', `/users/${id()}/${path}/`, { reason: need(values.reason, 'reason') });
    switch (action) {
      case 'list': {
        const query = new URLSearchParams({ page_size: '100' });
        if (values.search) query.set('search', values.search);
        if (values.access) query.set('access', values.access);
        if (values.page) query.set('page', values.page);
        return call('GET', `/users/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/users/${id()}/`);
      case 'unblock':
        if (values.email !== undefined || positionals.length === 0)
          return call('POST', '/users/unblock/', { email: need(values.email, 'email') });
        return withReason('unblock');
      case 'force-password-change':
        return withReason('force-password-change');
      case 'end-sessions':
        return withReason('end-sessions');
      default:
        throw new UsageError();
    }
  },
};
