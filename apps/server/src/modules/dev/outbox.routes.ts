import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages, type OutboxAttachment } from '../../db/schema/index.js';
import { isLoopbackAddress } from '../../http/loopback.js';
import { notFound } from '../../plugins/app/http-errors.js';

const outboxItem = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  /** Files that went with an e-mail; text files (a calendar invitation) read as text, others as base64. */
  attachments: z.array(
    z.object({
      filename: z.string(),
      content_type: z.string(),
      encoding: z.enum(['utf-8', 'base64']),
      content: z.string(),
    }),
  ),
  created: z.string(),
});

function readableAttachment(a: OutboxAttachment) {
  const text = a.contentType.startsWith('text/');
  return {
    filename: a.filename,
    content_type: a.contentType,
    encoding: text ? ('utf-8' as const) : ('base64' as const),
    content: text ? Buffer.from(a.contentBase64, 'base64').toString('utf8') : a.contentBase64,
  };
}

/**
 * Demo mode only (registered only then, so elsewhere it is a 404): the messages sent, newest first.
 *
 * The outbox holds sign-in codes and password-reset links, so with an e-mail address alone it
 * would hand over the account. It answers only connections that arrive on the loopback
 * interface, judged by the socket's peer address: never by `request.ip`, which X-Forwarded-For
 * sets when TRUST_PROXY is on (and a proxy on this machine connects over loopback, so the demo
 * must not sit behind one). Anyone else gets the 404 of a path that does not exist, before the
 * query is even read.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox/',
    {
      config: { public: true },
      onRequest: async (request) => {
        if (!isLoopbackAddress(request.socket.remoteAddress)) {
          request.log.warn(
            { remote_address: request.socket.remoteAddress },
            'demo outbox refused: not a loopback caller',
          );
          throw notFound();
        }
      },
      schema: {
        tags: ['dev'],
        summary: 'Demo outbox: messages sent to an address or phone, newest first',
        description: 'Demo mode only, and only to callers on the loopback interface; anyone else gets 404.',
        querystring: z.object({ to: z.string().min(1).max(254) }),
        response: { 200: z.array(outboxItem) },
      },
    },
    async (request) => {
      // Phones are stored without spaces; accept them as typed.
      const to = request.query.to.includes('@')
        ? request.query.to.trim().toLowerCase()
        : request.query.to.replace(/\s+/g, '');
      const rows = await app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, to))
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(50);
      return rows.map((r) => ({
        to: r.to,
        channel: r.channel,
        subject: r.subject,
        body: r.body,
        code: r.code,
        attachments: r.attachments.map(readableAttachment),
        created: r.createdAt.toISOString(),
      }));
    },
  );
};
