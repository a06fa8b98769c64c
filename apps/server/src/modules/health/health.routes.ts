import { healthSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/',
    {
      config: { public: true },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database state; 503 when the database does not answer',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const started = process.uptime();
      let latency = 0;
      let up = true;
      try {
        latency = await app.database.ping();
      } catch (error) {
        up = false;
        request.log.error({ err: error }, 'database ping failed');
      }
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: { status: up ? 'up' : 'down', driver: app.database.driver, latency_ms: Number(latency.toFixed(2)) },
        version: app.portalVersion,
        uptime_seconds: Math.round(started),
      });
    },
  );
};
