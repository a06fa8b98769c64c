import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { readJsonFile } from '../read-file.js';

/**
 * `reference import FILE.json`: the products' reference data (loan note types, what each
 * application offers, allocation categories and options, sources of funds, accounting methods,
 * the industry classification), replaced section by section; a bad entry is printed with its
 * path (note_types[3].interest_rate) and nothing changes. `reference show` prints what the portal
 * holds in the same layout, ready to edit and import again; `reference preview FILE.json` says what
 * an import would change, changing nothing. The layout:
 * apps/server/src/modules/product-reference/README.md.
 */
export const referenceCommand: AdminCommand = {
  name: 'reference',
  usage: [
    'reference import FILE.json',
    'reference preview FILE.json   (what the import would add, change and remove; nothing is written)',
    'reference show',
  ],
  async run([action, file, ...rest]) {
    if (action === 'show' && !file) return call('GET', '/reference/');
    if ((action !== 'import' && action !== 'preview') || !file || rest.length > 0) throw new UsageError();
    const body = readJsonFile(file);
    // The portal names problems by their path in the file, which is what the operator looks for.
    return call('POST', action === 'preview' ? '/reference/preview/' : '/reference/', body, (field) => field);
  },
};
