import { parseArgs } from 'node:util';
import { type AdminCommand, need } from '../command.js';
import { call } from '../operator-client.js';

/** One in-app notification to one user, delivered live. */
export const notifyCommand: AdminCommand = {
  name: 'notify',
  usage: ['notify --email E --title T --description D [--redirect-url U]'],
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        title: { type: 'string' },
        description: { type: 'string' },
        'redirect-url': { type: 'string' },
      },
      strict: true,
    });
    return call('POST', '/notifications/', {
      email: need(values.email, 'email'),
      title: need(values.title, 'title'),
      description: need(values.description, 'description'),
      redirect_url: values['redirect-url'],
    });
  },
};
