import { parseArgs } from 'node:util';
import { type AdminCommand, CliError, need, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { readJsonFile } from '../read-file.js';

/**
 * Company applications (white-label tenants): list them, show one's configuration, and change
 * its branding, modules, minimums and session times from a JSON file (the `configuration` of
 * `application show`, edited; other settings in it are kept as stored), or its monitoring script
 * alone, with the reason the audit trail keeps.
 */
export const applicationCommand: AdminCommand = {
  name: 'application',
  usage: [
    'application list',
    'application show ID',
    'application set ID --file FILE.json --reason R   (FILE: the configuration from application show, edited)',
    'application set ID --monitoring-script-url URL --reason R   (https address of a browser monitoring script; "" removes it)',
  ],
  async run([action, ...rest]) {
    const { values, positionals } = parseArgs({
      args: rest,
      options: {
        file: { type: 'string' },
        reason: { type: 'string' },
        'monitoring-script-url': { type: 'string' },
      },
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
        const reason = need(values.reason, 'reason');
        const monitoring = values['monitoring-script-url'];
        if (values.file === undefined && monitoring === undefined)
          throw new UsageError('Missing --file or --monitoring-script-url.');
        // The PATCH takes the whole editable configuration: without a file, the stored one goes back as it is.
        const source =
          values.file === undefined ? await call('GET', `/applications/${target}/`) : readJsonFile(values.file);
        const configuration =
          typeof source === 'object' && source !== null && 'configuration' in source
            ? (source as { configuration: unknown }).configuration
            : source;
        if (typeof configuration !== 'object' || configuration === null || Array.isArray(configuration))
          throw new CliError(`${values.file} must hold the configuration as one JSON object.`);
        // `show` puts the script beside the configuration, so a file (an old one too) leaves it as stored.
        return call('PATCH', `/applications/${target}/`, {
          ...configuration,
          ...(monitoring === undefined ? {} : { monitoring_script_url: monitoring }),
          reason,
        });
      }
      default:
        throw new UsageError();
    }
  },
};
