import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { openCsvFile } from '../read-file.js';

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
    return call('POST', '/bsb-directory/', openCsvFile(file));
  },
};
