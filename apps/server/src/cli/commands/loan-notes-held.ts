import { parseArgs } from 'node:util';
import { type AdminCommand, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';

/**
 * Loan notes held (issue #22 item 3): issue an active account's submitted application as notes
 * held (once: a second run is refused), and list the notes with their interest so far.
 */
export const loanNotesCommand: AdminCommand = {
  name: 'loan-notes',
  usage: [
    'loan-notes issue ACCOUNT [--start YYYY-MM-DD]   (an active account’s submitted notes; start default today, Sydney)',
    'loan-notes list [--account ID]',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { start: { type: 'string' }, account: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    switch (action) {
      case 'issue':
        return call('POST', '/loan-notes/issue/', {
          account: Number(recordId(positionals[0], 'account’s', 'account list')),
          start_date: values.start,
        });
      case 'list': {
        const query = new URLSearchParams();
        if (values.account !== undefined) query.set('account', recordId(values.account, 'account’s', 'account list'));
        return call('GET', `/loan-notes/?${query.toString()}`);
      }
      default:
        throw new UsageError();
    }
  },
};
