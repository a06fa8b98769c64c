import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { CardCache } from './card-cache.js';
import { dashboardOperatorRoutes } from './dashboard.operator-routes.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { DashboardService } from './dashboard.service.js';
import { followSelectedAccount } from './follow-selected-account.js';
import { keptMemberAccounts } from './kept-accounts.js';
import { keptAssetClasses } from './kept-asset-classes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard cards' answers between imports (card-cache.ts). */
    dashboardCards: CardCache;
    /** The dashboard's figures; reports compute theirs with the same service. */
    dashboard: DashboardService;
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
    app.decorate(
      'dashboard',
      new DashboardService(
        app.db,
        (userId) => keptMemberAccounts(app.db, cards, userId),
        () => keptAssetClasses(app.db, cards),
      ),
    );
    app.events.on('accounts.account-selected', (event, tx) => followSelectedAccount(tx, cards, event));
    app.decorate('portfolioDataChanged', () => options.invalidation.publish({ kind: 'portfolio-data' }));
    await registerApiRoutes(app, dashboardRoutes);
    await app.registerOperatorRoutes(dashboardOperatorRoutes);
  },
  { name: 'dashboard', dependencies: ['operator'] },
);
