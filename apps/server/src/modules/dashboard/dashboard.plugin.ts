import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import { CardCache } from './card-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard cards' answers between imports (card-cache.ts). */
    dashboardCards: CardCache;
    /** Tells every process that portfolio figures changed: their cached cards go. */
    portfolioDataChanged(): Promise<void>;
  }
}

export const dashboardPlugin = fp(
  async (app: FastifyInstance, options: { invalidation: InvalidationBus; cacheBytes: number }) => {
    const cards = new CardCache(options.cacheBytes);
    options.invalidation.subscribe((message) => {
      if (message.kind === 'portfolio-data' || message.kind === 'everything') cards.clear();
    });
    app.decorate('dashboardCards', cards);
    app.decorate('portfolioDataChanged', () => options.invalidation.publish({ kind: 'portfolio-data' }));
  },
  { name: 'dashboard' },
);
