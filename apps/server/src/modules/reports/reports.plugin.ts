import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { reportsRoutes } from './reports.routes.js';
import { REPORTS_QUEUE, ReportsService, type ReportJobPayload } from './reports.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportsService;
  }
}

/** The reports service, and its job on the durable queue (rendered at most JOB_CONCURRENCY at once). */
export const reportsPlugin = fp(
  async (app: FastifyInstance) => {
    const reports = new ReportsService(
      app.db,
      app.jobs,
      app.realtime,
      app.fileStorage,
      app.tenants,
      app.dashboard,
      app.log,
    );
    app.decorate('reports', reports);
    app.jobs.register<ReportJobPayload>(REPORTS_QUEUE, {
      maxAttempts: 3,
      run: (job) => reports.runJob(job),
      failed: (job) => reports.failJob(job),
    });
    await registerApiRoutes(app, reportsRoutes);
  },
  { name: 'reports', dependencies: ['realtime', 'files', 'dashboard'] },
);
