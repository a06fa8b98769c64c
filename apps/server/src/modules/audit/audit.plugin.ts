import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditOperatorRoutes } from './audit.operator-routes.js';
import { AuditService } from './audit.service.js';

/** The audit trail's search and export; AuditTrail (given to the operator plugin) writes it. */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    await app.registerOperatorRoutes(auditOperatorRoutes(new AuditService(app.db)));
  },
  { name: 'audit', dependencies: ['operator'] },
);
