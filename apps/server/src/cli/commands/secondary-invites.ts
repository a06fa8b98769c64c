import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError, need, numberOption } from '../command.js';
import { call } from '../operator-client.js';
import { QUEUE_FLAGS, queueQuery } from '../queue-list.js';

/** A secondary user (joint holder, director, trustee, member) onto a registered primary user's account. */
export const secondaryInviteCommand: AdminCommand = {
  name: 'secondary-invite',
  usage: [
    'secondary-invite create --email E --phone P --first-name F --last-name L',
    '              --primary-email E --account-type joint|company|trust|smsf',
    '              [--trustee-type individual|corporate] [--account-name N] [--product ipm|icf]',
    'secondary-invite list [--status open|expired|revoked|completed] [--search TEXT]',
    '                      [--ordering email|account_type|created|expires (- first: descending)] [--page N] [--page-size N]',
    'secondary-invite expire|resend|complete --uuid U',
  ],
  async run([action, ...args]) {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'primary-email': { type: 'string' },
        'account-type': { type: 'string' },
        'trustee-type': { type: 'string' },
        'account-name': { type: 'string' },
        product: { type: 'string' },
        'expires-in-days': { type: 'string' },
        uuid: { type: 'string' },
        ...QUEUE_FLAGS,
      },
      strict: true,
    });
    switch (action) {
      case 'create':
        return call('POST', '/secondary-invites/', {
          email: need(values.email, 'email'),
          phone_number: need(values.phone, 'phone'),
          first_name: need(values['first-name'], 'first-name'),
          last_name: need(values['last-name'], 'last-name'),
          primary_email: need(values['primary-email'], 'primary-email'),
          account_type: need(values['account-type'], 'account-type'),
          trustee_type: values['trustee-type'],
          account_name: values['account-name'],
          product: values.product,
          expires_in_days: numberOption(values['expires-in-days']),
        });
      case 'list':
        return call('GET', `/secondary-invites/?${queueQuery(values)}`);
      case 'expire':
      case 'resend':
      case 'complete':
        return call('POST', `/secondary-invites/${encodeURIComponent(need(values.uuid, 'uuid'))}/${action}/`);
      default:
        throw new UsageError();
    }
  },
};
