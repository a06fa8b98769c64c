import {
  errorSchema,
  idParamsSchema,
  operatorApplicationListSchema,
  operatorApplicationSchema,
  operatorApplicationUpdateSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/** The company applications for the back office (`npm run admin -- application list|show|set`). */
export const tenantsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/applications/',
    {
      schema: {
        tags,
        summary: 'The company applications (white-label tenants): product, host names, default, name',
        response: { 200: operatorApplicationListSchema, 401: errorSchema },
      },
    },
    async () => app.applicationsAdmin.list(),
  );

  app.get(
    '/applications/:id/',
    {
      schema: {
        tags,
        summary: 'One company application with its configuration as stored',
        params: idParamsSchema,
        response: { 200: operatorApplicationSchema, ...errors },
      },
    },
    async (request) => app.applicationsAdmin.show(request.params.id),
  );

  app.patch(
    '/applications/:id/',
    {
      config: { auditSubject: (request) => app.applicationsAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary:
          'Change an application’s branding, modules, minimums, session times and monitoring script, with the reason (kept in the audit trail)',
        params: idParamsSchema,
        body: operatorApplicationUpdateSchema,
        response: { 200: operatorApplicationSchema, ...errors },
      },
    },
    async (request) => app.applicationsAdmin.update(request.params.id, request.body),
  );
};
