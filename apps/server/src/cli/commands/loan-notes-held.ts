import { type AdminCommand, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { parseQueueArgs, queueQuery } from '../queue-list.js';

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
    const { values, positionals } = parseQueueArgs(rest, {
      start: { type: 'string' },
      account: { type: 'string' },
    });
    switch (action) {
      case 'issue':
        return call('POST', '/loan-notes/issue/', {
          account: Number(recordId(positionals[0], 'account’s', 'account list')),
          start_date: values.start,
        });
      case 'list': {
        const account =
          values.account === undefined ? undefined : recordId(values.account, 'account’s', 'account list');
        return call('GET', `/loan-notes/?${queueQuery({ ...values, account }, { filters: ['account'] })}`);
      }
      default:
        throw new UsageError();
    }
  },
};
