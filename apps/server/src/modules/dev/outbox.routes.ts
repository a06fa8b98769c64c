import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessages } from '../../db/schema/index.js';

const outboxItem = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created: z.string(),
});

/** Demo mode only (registered only then, so elsewhere it is a 404): the messages sent, newest first. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox/',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'Demo outbox: messages sent to an address or phone, newest first',
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
        created: r.createdAt.toISOString(),
      }));
    },
  );
};
