import { errorSchema, realtimeTokenSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['realtime'];

/** The realtime token (spec 1 §7) and the WebSocket it opens (protocol: contract schemas/realtime.ts). */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profiles/centrifugo-auth-token/',
    {
      // Asking for a token is the app keeping its socket up, not the user doing something.
      config: { actingForClient: 'client', activity: false },
      schema: {
        tags,
        summary: 'A token, valid for a minute, to connect to the realtime WebSocket at /api/realtime/',
        response: { 200: realtimeTokenSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { user, subject, session } = requireAuth(request);
      const token = app.realtimeTokens.issue(
        { sub: user.id, sid: session.id, ...(subject.id !== user.id ? { act: subject.id } : {}) },
        new Date(),
      );
      return { token };
    },
  );

  app.route({
    method: 'GET',
    url: '/realtime/',
    // The socket authenticates in its first frame (the token), not with a header browsers cannot set.
    config: { public: true },
    schema: {
      tags,
      summary: 'The realtime WebSocket; a plain GET answers 426',
      hide: true,
      response: { 426: errorSchema },
    },
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('Upgrade', 'websocket')
        .send({ detail: 'Connect with a WebSocket (Upgrade: websocket).', code: 'upgrade_required' }),
    wsHandler: (socket) => app.realtimeGateway.accept(socket),
  });
};
