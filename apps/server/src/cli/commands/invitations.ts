import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError, need, numberOption } from '../command.js';
import { call } from '../operator-client.js';
import { QUEUE_FLAGS, queueQuery } from '../queue-list.js';

export const inviteCommand: AdminCommand = {
  name: 'invite',
  usage: [
    'invite create --email E --phone P --type individual|joint|company|trust|smsf',
    '              [--account-name N] [--account-id ID] [--product ipm|icf] [--expires-in-days D]',
    '              (--account-id: an account the provider holds, which the invitee takes up)',
    'invite list [--status open|expired|revoked|completed] [--search E-MAIL-OR-MOBILE]',
    '            [--ordering email|type|created|expires (- first: descending)] [--page N] [--page-size N]',
    'invite expire --uuid U',
    'invite resend --uuid U',
  ],
  async run([action, ...args]) {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        type: { type: 'string' },
        'account-name': { type: 'string' },
        'account-id': { type: 'string' },
        product: { type: 'string' },
        'expires-in-days': { type: 'string' },
        uuid: { type: 'string' },
        ...QUEUE_FLAGS,
      },
      strict: true,
    });
    switch (action) {
      case 'create':
        return call('POST', '/invites/', {
          email: need(values.email, 'email'),
          phone_number: need(values.phone, 'phone'),
          type: need(values.type, 'type'),
          account_name: values['account-name'],
          account_id: numberOption(values['account-id']),
          product: values.product,
          expires_in_days: numberOption(values['expires-in-days']),
        });
      case 'list':
        return call('GET', `/invites/?${queueQuery(values)}`);
      case 'expire':
      case 'resend':
        return call('POST', `/invites/${encodeURIComponent(need(values.uuid, 'uuid'))}/${action}/`);
      default:
        throw new UsageError();
    }
  },
};
