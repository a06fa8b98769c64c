import fs from 'node:fs';
import { type AdminCommand, CliError, UsageError } from '../command.js';
import { CsvFile, call } from '../operator-client.js';

/** One portfolio feed file (formats: modules/portfolio-data/README.md). */
export const importCommand: AdminCommand = {
  name: 'import',
  usage: ['import accounts|investment-options|valuations|cash-flows|holdings FILE.csv'],
  async run([kind, file]) {
    if (!kind || !file) throw new UsageError();
    let size: number;
    try {
      fs.accessSync(file, fs.constants.R_OK);
      size = fs.statSync(file).size;
    } catch {
      throw new CliError(`Cannot read ${file}.`);
    }
    // An empty file is still sent: the portal says what is wrong with it.
    return call('POST', `/imports/${encodeURIComponent(kind)}/`, new CsvFile(file, size));
  },
};
