import { parseArgs } from 'node:util';
import { type AdminCommand, CliError, UsageError, need } from '../command.js';
import { type FieldLabel, call } from '../operator-client.js';
import { readTextFile } from '../read-file.js';

/** The reports file's content. Its words for a file that is not JSON are older than readJsonFile's, and kept. */
function readReports(file: string): unknown {
  const text = readTextFile(file);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * `rebalance publish FILE.json` (one report or an array of them) and `rebalance cancel ID`. A
 * bad file is rejected whole; each problem is named by its place in the file, e.g.
 * `[2].data.records[0].investment_options[1].saa` (or without `[2]` for a single report).
 */
export const rebalanceCommand: AdminCommand = {
  name: 'rebalance',
  usage: [
    'rebalance publish FILE.json      (one report or an array: modules/rebalance/README.md)',
    'rebalance cancel EXTERNAL_ID --reason R',
  ],
  async run([action, target, ...rest]) {
    if (!target) throw new UsageError();
    if (action === 'cancel') {
      const { values } = parseArgs({ args: rest, options: { reason: { type: 'string' } }, strict: true });
      return call('POST', `/rebalance-reports/${encodeURIComponent(target)}/cancel/`, {
        reason: need(values.reason, 'reason'),
      });
    }
    if (action !== 'publish') throw new UsageError();
    const content = readReports(target);
    const single = !Array.isArray(content);
    const inFile: FieldLabel = (field) => {
      const place = field
        .replace(/^reports\.?/, '')
        .replace(single ? /^0\.?/ : /^$/, '')
        .replace(/(^|\.)(\d+)(?=\.|$)/g, '[$2]')
        .replace(/\.\[/g, '[');
      return `at ${place || 'the top level'}`;
    };
    return call('POST', '/rebalance-reports/', { reports: single ? [content] : content }, inFile);
  },
};
