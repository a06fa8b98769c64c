import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { HttpSmsSender } from './http-sms-sender.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';
import { OutboxSender } from './outbox-sender.js';
import { SmtpEmailSender } from './smtp-email-sender.js';

/** Sends each message through the sender configured for its channel. */
export class ChannelRouter implements MessageSender {
  readonly name = 'router';
  constructor(private readonly byChannel: Record<OutgoingMessage['channel'], MessageSender | undefined>) {}

  async send(message: OutgoingMessage): Promise<void> {
    const sender = this.byChannel[message.channel];
    if (!sender) throw new Error(`No ${message.channel} delivery is configured (see README: SMTP_URL, SMS_HTTP_URL)`);
    await sender.send(message);
  }
}

/** Demo mode: everything to the outbox. Otherwise SMTP for e-mail and the HTTP gateway for SMS. */
export function createMessageSender(env: Env, db: Database, log: FastifyBaseLogger): MessageSender {
  if (env.PORTAL_DEMO) {
    const outbox = new OutboxSender(db, log);
    return new ChannelRouter({ email: outbox, sms: outbox });
  }
  if (!env.SMTP_URL) log.warn('SMTP_URL is not set: e-mail cannot be delivered');
  if (!env.SMS_HTTP_URL) log.warn('SMS_HTTP_URL is not set: SMS cannot be delivered');
  return new ChannelRouter({
    email: env.SMTP_URL ? new SmtpEmailSender(env.SMTP_URL, env.MAIL_FROM) : undefined,
    sms: env.SMS_HTTP_URL ? new HttpSmsSender(env.SMS_HTTP_URL, env.SMS_HTTP_TOKEN) : undefined,
  });
}
