import { parseArgs } from 'node:util';
import { type AdminCommand, CliError, need, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { readJsonFile } from '../read-file.js';

/**
 * Company applications (white-label tenants): list them, show one's configuration, and change
 * its branding, modules, minimums and session times from a JSON file (the `configuration` of
 * `application show`, edited; other settings in it are kept as stored), with the reason the
 * audit trail keeps.
 */
export const applicationCommand: AdminCommand = {
  name: 'application',
  usage: [
    'application list',
    'application show ID',
    'application set ID --file FILE.json --reason R   (FILE: the configuration from application show, edited)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { file: { type: 'string' }, reason: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const id = () => recordId(positionals[0], 'application’s', 'application list');
    switch (action) {
      case 'list':
        return call('GET', '/applications/');
      case 'show':
        return call('GET', `/applications/${id()}/`);
      case 'set': {
        const target = id();
        const file = need(values.file, 'file');
        const reason = need(values.reason, 'reason');
        const configuration = readJsonFile(file);
        // The whole answer of `application show` is taken too: its configuration is what changes.
        const edited =
          typeof configuration === 'object' && configuration !== null && 'configuration' in configuration
            ? (configuration as { configuration: unknown }).configuration
            : configuration;
        if (typeof edited !== 'object' || edited === null || Array.isArray(edited))
          throw new CliError(`${file} must hold the configuration as one JSON object.`);
        return call('PATCH', `/applications/${target}/`, { ...edited, reason });
      }
      default:
        throw new UsageError();
    }
  },
};
