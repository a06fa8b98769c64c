import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AdminCommand, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { openCsvFile } from '../read-file.js';

/** Portfolio feed files (formats: modules/portfolio-data/README.md) and the history of uploads. */
export const importCommand: AdminCommand = {
  name: 'import',
  usage: [
    'import accounts|investment-options|valuations|cash-flows|holdings FILE.csv [--dry-run]',
    '               (--dry-run: check the file, import and record nothing)',
    'import history [--kind KIND] [--status accepted|rejected|duplicate] [--search FILE_NAME] [--page N]',
    'import show ID   (one upload with its validation report, row by row)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        'dry-run': { type: 'boolean' },
        kind: { type: 'string' },
        status: { type: 'string' },
        search: { type: 'string' },
        page: { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    switch (action) {
      case 'history': {
        const query = new URLSearchParams({ page: values.page ?? '1' });
        for (const flag of ['kind', 'status', 'search'] as const) {
          const value = values[flag];
          if (value) query.set(flag, value);
        }
        return call('GET', `/imports/?${query.toString()}`);
      }
      case 'show':
        return call('GET', `/imports/${recordId(positionals[0], 'import', 'import history')}/`);
      default: {
        const file = positionals[0];
        if (!action || !file) throw new UsageError();
        const body = openCsvFile(file);
        const query = new URLSearchParams({ file_name: path.basename(file) });
        if (values['dry-run']) query.set('dry_run', 'true');
        return call('POST', `/imports/${encodeURIComponent(action)}/?${query.toString()}`, body);
      }
    }
  },
};
