import { type AdminCommand, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { parseQueueArgs, queueQuery } from '../queue-list.js';

/**
 * The identity review (issue #23 item 2): personal details the automatic check could not verify,
 * listed (those waiting for staff unless another status is asked for), shown, approved, or
 * rejected with the message the person receives.
 */
export const identityCommand: AdminCommand = {
  name: 'identity',
  usage: [
    'identity list [--status pending|not_verified|verified] [--search TEXT]',
    '              [--ordering updated|name|attempts (- first: descending)] [--page N] [--page-size N]',
    '              (default: pending, the details waiting for staff)',
    'identity show USER_ID',
    'identity approve USER_ID [--note TEXT]   (the person is told)',
    'identity reject USER_ID --message TEXT   (the person receives the message)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseQueueArgs(rest, {
      note: { type: 'string' },
      message: { type: 'string' },
    });
    const id = () => recordId(positionals[0], 'person’s user', 'identity list');
    switch (action) {
      // Without --status the route lists the pending details.
      case 'list':
        return call('GET', `/identity-reviews/?${queueQuery(values)}`);
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
