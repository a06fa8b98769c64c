import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { documentsOperatorRoutes } from './documents.operator-routes.js';
import { documentsRoutes } from './documents.routes.js';
import { DocumentsService } from './documents.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentsService;
  }
}

/** One service for the investors' routes and the operator's, on the app's file storage. */
export const documentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('documents', new DocumentsService(app.db, app.fileStorage));
    await registerApiRoutes(app, documentsRoutes);
    await app.registerOperatorRoutes(documentsOperatorRoutes);
  },
  { name: 'documents', dependencies: ['files', 'operator'] },
);
