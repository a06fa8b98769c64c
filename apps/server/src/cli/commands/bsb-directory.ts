import fs from 'node:fs';
import { type AdminCommand, CliError, UsageError } from '../command.js';
import { CsvFile, call } from '../operator-client.js';

/**
 * `bsb import FILE.csv`: the Australian Payments Network's BSB directory file (BSBDirectory*.csv),
 * which replaces the portal's directory whole. Prints {imported, removed, unchanged}; a bad row
 * is printed with its row number and nothing changes.
 */
export const bsbCommand: AdminCommand = {
  name: 'bsb',
  usage: ['bsb import FILE.csv'],
  async run([action, file, ...rest]) {
    if (action !== 'import' || !file || rest.length > 0) throw new UsageError();
    let size: number;
    try {
      fs.accessSync(file, fs.constants.R_OK);
      size = fs.statSync(file).size;
    } catch {
      throw new CliError(`Cannot read ${file}.`);
    }
    return call('POST', '/bsb-directory/', new CsvFile(file, size));
  },
};
