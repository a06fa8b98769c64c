import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError, need } from '../command.js';
import { call } from '../operator-client.js';

/** An account's id as the portal numbers it (`account list` shows them). */
function accountId(value: string | undefined): string {
  if (!value || !/^\d{1,10}$/.test(value)) throw new UsageError('Give the account’s id (a number: see account list).');
  return value;
}

/**
 * Investment accounts (spec 2): list them, show one with its people and missing parts, and
 * activate one set up in the portal (status active), giving it the administration system's code.
 */
export const accountCommand: AdminCommand = {
  name: 'account',
  usage: [
    'account list [--status pending|awaiting_secondary_users|awaiting_activation|active|inactive] [--limit N]',
    'account show ID',
    'account create --type individual|joint|company|trust|smsf --name N [--abn A] [--acn C]',
    '               [--trustee individual|corporate] [--trustee-name T] [--active --external-code CODE]',
    '               (prepared for an invitee: invite create --account-id ID)',
    'account activate ID [--external-code CODE]   (status active; CODE: the feed’s account code)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        status: { type: 'string' },
        limit: { type: 'string' },
        'external-code': { type: 'string' },
        type: { type: 'string' },
        name: { type: 'string' },
        abn: { type: 'string' },
        acn: { type: 'string' },
        trustee: { type: 'string' },
        'trustee-name': { type: 'string' },
        active: { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    switch (action) {
      case 'list': {
        const query = new URLSearchParams({ limit: values.limit ?? '100' });
        if (values.status) query.set('status', values.status);
        return call('GET', `/accounts/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/accounts/${accountId(positionals[0])}/`);
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
        return call('POST', `/accounts/${accountId(positionals[0])}/activate/`, {
          external_code: values['external-code'],
        });
      default:
        throw new UsageError();
    }
  },
};
