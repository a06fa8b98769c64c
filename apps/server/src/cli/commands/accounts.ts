import { type AdminCommand, recordId, UsageError, need } from '../command.js';
import { call } from '../operator-client.js';
import { parseQueueArgs, queueQuery } from '../queue-list.js';

/**
 * Investment accounts (spec 2): list them, show one with its people and missing parts, and
 * activate one set up in the portal (status active), giving it the administration system's code.
 */
export const accountCommand: AdminCommand = {
  name: 'account',
  usage: [
    'account list [--status pending|awaiting_secondary_users|awaiting_activation|active|inactive] [--search TEXT]',
    '             [--ordering name|type|status|created_at (- first: descending)] [--page N] [--page-size N]',
    'account show ID',
    'account create --type individual|joint|company|trust|smsf --name N [--abn A] [--acn C]',
    '               [--trustee individual|corporate] [--trustee-name T] [--active --external-code CODE]',
    '               (prepared for an invitee: invite create --account-id ID)',
    'account activate ID --reason R [--external-code CODE]   (status active; CODE: the feed’s account code)',
    'account deactivate ID --reason R   (status inactive; activate brings it back)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseQueueArgs(rest, {
      'external-code': { type: 'string' },
      type: { type: 'string' },
      name: { type: 'string' },
      abn: { type: 'string' },
      acn: { type: 'string' },
      trustee: { type: 'string' },
      'trustee-name': { type: 'string' },
      active: { type: 'boolean' },
      reason: { type: 'string' },
    });
    const id = () => recordId(positionals[0], 'account’s', 'account list');
    switch (action) {
      case 'list':
        return call('GET', `/accounts/?${queueQuery(values)}`);
      case 'show':
        return call('GET', `/accounts/${id()}/`);
      case 'create':
        return call('POST', '/accounts/', {
          type: need(values.type, 'type'),
          name: need(values.name, 'name'),
          abn: values.abn,
          acn: values.acn,
          trustee: values.trustee,
          trustee_name: values['trustee-name'],
          status: values.active ? 'active' : 'pending',
          external_code: values['external-code'],
        });
      case 'activate':
        return call('POST', `/accounts/${id()}/activate/`, {
          external_code: values['external-code'],
          reason: need(values.reason, 'reason'),
        });
      case 'deactivate':
        return call('POST', `/accounts/${id()}/deactivate/`, { reason: need(values.reason, 'reason') });
      default:
        throw new UsageError();
    }
  },
};
