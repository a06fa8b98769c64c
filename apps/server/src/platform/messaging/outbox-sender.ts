import type { FastifyBaseLogger } from 'fastify';
import { DEMO_OUTBOX_LOG_KEY } from '../../config/log-redaction.js';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema/index.js';
import type { MessageSender, OutgoingMessage } from './message-sender.js';

/**
 * Demo delivery: the message is stored (GET /api/dev/outbox/ reads it) and printed to the log,
 * so a person trying the portal can read codes and links without a mail server or a phone.
 */
export class OutboxSender implements MessageSender {
  readonly name = 'outbox';
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      to: message.to,
      channel: message.channel,
      subject: message.subject,
      body: message.body,
      code: message.code ?? null,
      attachments: (message.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: Buffer.from(a.content).toString('base64'),
      })),
      deliveredBy: this.name,
    });
    // Printed whole, codes and links included: the one field log redaction leaves alone, and only
    // demo mode sends through the outbox (fixed point 4; config/log-redaction.ts).
    this.log.info(
      {
        [DEMO_OUTBOX_LOG_KEY]: {
          to: message.to,
          channel: message.channel,
          subject: message.subject,
          code: message.code,
          attachments: message.attachments?.map((a) => a.filename),
        },
      },
      `outbox: ${message.channel} to ${message.to}: ${message.body}`,
    );
  }
}
