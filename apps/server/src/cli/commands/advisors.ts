import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type AdminCommand, CliError, UsageError, need } from '../command.js';
import { call } from '../operator-client.js';

/** The operator API takes a photo as base64 in the JSON body (png or jpeg, at most 2 MB). */
function photoOption(file: string | undefined): string | undefined {
  if (file === undefined) return undefined;
  try {
    return fs.readFileSync(file).toString('base64');
  } catch {
    throw new CliError(`Cannot read ${file}.`);
  }
}

/** Advisors (spec 3 §2.7): who they are, their photo, and the accounts they serve. */
export const advisorsCommand: AdminCommand = {
  name: 'advisors',
  usage: [
    'advisors list',
    'advisors add --first-name F --last-name L --role R --email E [--phone-number P] [--address A] [--photo FILE]',
    'advisors update --advisor ID [--first-name F] [--last-name L] [--role R] [--email E]',
    '              [--phone-number P] [--address A] [--photo FILE]',
    'advisors assign|unassign --advisor ID (--user EMAIL | --account CODE)',
    '              (--user: every account the person is on now; advisors serve accounts)',
    'advisors login --advisor ID --email E --phone-number P',
    '              (the person the advisor signs in as; made if new, with a link to choose a password)',
    'advisors requests [--limit N]     (messages to advisors and meeting bookings, newest first)',
  ],
  async run([action, ...args]) {
    const { values } = parseArgs({
      args,
      options: {
        advisor: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
        email: { type: 'string' },
        'phone-number': { type: 'string' },
        address: { type: 'string' },
        photo: { type: 'string' },
        user: { type: 'string' },
        account: { type: 'string' },
        limit: { type: 'string' },
      },
      strict: true,
    });
    const details = {
      first_name: values['first-name'],
      last_name: values['last-name'],
      role: values.role,
      email: values.email,
      phone_number: values['phone-number'],
      address: values.address,
      photo: photoOption(values.photo),
    };
    const advisorPath = () => `/advisors/${encodeURIComponent(need(values.advisor, 'advisor'))}/`;
    switch (action) {
      case 'list':
        return call('GET', '/advisors/');
      case 'add':
        return call('POST', '/advisors/', {
          ...details,
          first_name: need(values['first-name'], 'first-name'),
          last_name: need(values['last-name'], 'last-name'),
          role: need(values.role, 'role'),
          email: need(values.email, 'email'),
        });
      case 'update':
        return call('PATCH', advisorPath(), details);
      case 'assign':
      case 'unassign':
        if (!values.user === !values.account) throw new UsageError('Give --user EMAIL or --account CODE.');
        return call('POST', `${advisorPath()}${action}/`, { user: values.user, account: values.account });
      case 'login':
        return call('POST', `${advisorPath()}login/`, {
          email: need(values.email, 'email'),
          phone_number: need(values['phone-number'], 'phone-number'),
        });
      case 'requests':
        return call('GET', `/advisor-requests/?limit=${encodeURIComponent(values.limit ?? '50')}`);
      default:
        throw new UsageError();
    }
  },
};
