import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError } from '../command.js';
import { call } from '../operator-client.js';
import { readTextFile } from '../read-file.js';

/** A brand's booking team and disclaimer, as clients get them from GET /api/ipm/configuration/. */
export const configurationCommand: AdminCommand = {
  name: 'configuration',
  usage: [
    'configuration show [--product ipm|icf]',
    'configuration set [--product ipm|icf] [--booking-team-phone-number P] [--booking-team-email E]',
    '              [--booking-team-additional-email E] [--disclaimer-file FILE]   ("" clears a field)',
  ],
  async run([action, ...args]) {
    const { values } = parseArgs({
      args,
      options: {
        product: { type: 'string' },
        'booking-team-phone-number': { type: 'string' },
        'booking-team-email': { type: 'string' },
        'booking-team-additional-email': { type: 'string' },
        'disclaimer-file': { type: 'string' },
      },
      strict: true,
    });
    if (action === 'show')
      return call('GET', `/client-configuration/?product=${encodeURIComponent(values.product ?? 'ipm')}`);
    if (action !== 'set') throw new UsageError();
    let disclaimer: string[] | null | undefined;
    if (values['disclaimer-file'] !== undefined) {
      // One paragraph per non-empty line; an empty file goes back to the portal's default text.
      const paragraphs = readTextFile(values['disclaimer-file'])
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      disclaimer = paragraphs.length > 0 ? paragraphs : null;
    }
    return call('PUT', '/client-configuration/', {
      product: values.product,
      booking_team_phone_number: values['booking-team-phone-number'],
      booking_team_email: values['booking-team-email'],
      booking_team_additional_email: values['booking-team-additional-email'],
      disclaimer,
    });
  },
};
