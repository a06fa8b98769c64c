import { parseArgs } from 'node:util';
import { type AdminCommand, need, numberOption, recordId, UsageError } from '../command.js';
import { call } from '../operator-client.js';

/**
 * In-app notifications, delivered live: to one user (--email), an account's members (--account)
 * or everyone (--everyone, with --confirm-count: the count --preview showed). --preview answers
 * who would receive it and the text, and sends nothing.
 */
export const notifyCommand: AdminCommand = {
  name: 'notify',
  usage: [
    'notify (--email E | --account ID | --everyone --confirm-count N) --title T --description D [--redirect-url U]',
    'notify --preview (--email E | --account ID | --everyone) --title T --description D   (who would receive it; sends nothing)',
  ],
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        account: { type: 'string' },
        everyone: { type: 'boolean' },
        'confirm-count': { type: 'string' },
        preview: { type: 'boolean' },
        title: { type: 'string' },
        description: { type: 'string' },
        'redirect-url': { type: 'string' },
      },
      strict: true,
    });
    const audiences = [values.email !== undefined, values.account !== undefined, values.everyone === true];
    if (audiences.filter(Boolean).length > 1) throw new UsageError();
    const content = {
      title: need(values.title, 'title'),
      description: need(values.description, 'description'),
      redirect_url: values['redirect-url'],
    };
    const audience = values.everyone
      ? {
          audience: 'everyone',
          confirm_count: numberOption(values['confirm-count']),
        }
      : values.account !== undefined
        ? { audience: 'account', account: Number(recordId(values.account, 'account’s', 'account list')) }
        : { audience: 'user', email: need(values.email, 'email') };
    return call('POST', values.preview ? '/notifications/preview/' : '/notifications/', { ...audience, ...content });
  },
};
