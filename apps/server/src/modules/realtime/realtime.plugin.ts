import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import { createRealtimeHub } from '../../platform/realtime/create-realtime-hub.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { RealtimeGateway } from './realtime-gateway.js';
import { realtimeRoutes } from './realtime.routes.js';
import { RealtimeTokens } from './realtime-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish here, after the data is committed; every process relays to its sockets. */
    realtime: RealtimeHub;
    realtimeTokens: RealtimeTokens;
    realtimeGateway: RealtimeGateway;
  }
}

/** Largest frame a client may send: a connect frame with its token is a few hundred bytes. */
const MAX_CLIENT_FRAME_BYTES = 4096;

/**
 * The realtime hub (local, or LISTEN/NOTIFY on PostgreSQL), the token issuer and the WebSocket
 * gateway. Registered before the routes: @fastify/websocket wraps every route declared after it.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance, options: { secret: string; invalidation: InvalidationBus }) => {
    const hub = await createRealtimeHub(app.database, app.log);
    const tokens = new RealtimeTokens(options.secret);
    const gateway = new RealtimeGateway(app.db, hub, tokens, options.invalidation, app.log);
    app.decorate('realtime', hub);
    app.decorate('realtimeTokens', tokens);
    app.decorate('realtimeGateway', gateway);
    await app.register(websocket, {
      options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false },
      // A client that vanishes mid-frame or sends an oversized one is routine, not a server error.
      errorHandler: (error, socket, request) => {
        request.log.debug({ err: error }, 'realtime socket error');
        socket.terminate();
      },
    });
    app.addHook('onClose', async () => {
      gateway.close();
      await hub.close();
    });
    await registerApiRoutes(app, realtimeRoutes);
  },
  { name: 'realtime' },
);
