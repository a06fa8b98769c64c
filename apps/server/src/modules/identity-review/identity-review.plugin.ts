import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { identityReviewOperatorRoutes } from './identity-review.operator-routes.js';
import { IdentityReviewService } from './identity-review.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    identityReview: IdentityReviewService;
  }
}

/** Staff decide personal details the automatic identity check left to them (issue #23 item 2). */
export const identityReviewPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'identityReview',
      new IdentityReviewService(app.db, {
        files: app.uploadedFiles,
        notifications: app.notifications,
        messages: app.messages,
        publicUrl: publicUrl(app.env),
        log: app.log,
      }),
    );
    await app.registerOperatorRoutes(identityReviewOperatorRoutes);
  },
  { name: 'identity-review', dependencies: ['identity', 'files', 'notifications', 'operator'] },
);
