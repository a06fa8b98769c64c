import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { staffOperatorRoutes } from './staff.operator-routes.js';
import { StaffService } from './staff.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
  }
}

export const staffPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('staff', new StaffService(app.db, app.sessions));
    await app.registerOperatorRoutes(staffOperatorRoutes);
  },
  { name: 'staff', dependencies: ['auth', 'operator'] },
);
