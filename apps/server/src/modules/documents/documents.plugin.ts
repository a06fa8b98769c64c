import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  },
  { name: 'documents', dependencies: ['files'] },
);
