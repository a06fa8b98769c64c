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
    'loan-notes list [--account ID] [--status active|matured|redeemed] [--search TEXT]',
    '                [--ordering issued|-issued|account_name|face_value|start_date|maturity_date|id] [--page N] [--page-size N]',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        start: { type: 'string' },
        account: { type: 'string' },
        status: { type: 'string' },
        search: { type: 'string' },
        ordering: { type: 'string' },
        page: { type: 'string' },
        'page-size': { type: 'string' },
      },
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
        for (const flag of ['status', 'search', 'ordering', 'page', 'page-size'] as const) {
          const value = values[flag];
          if (value !== undefined) query.set(flag.replace(/-/g, '_'), value);
        }
        return call('GET', `/loan-notes/?${query.toString()}`);
      }
      default:
        throw new UsageError();
    }
  },
};
