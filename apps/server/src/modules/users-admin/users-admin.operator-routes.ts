import {
  errorSchema,
  idParamsSchema,
  operatorUserDetailSchema,
  operatorUserReasonSchema,
  operatorUsersPageSchema,
  operatorUsersQuerySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCallerOf, paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/**
 * The back office's users (`npm run admin -- user list|show|force-password-change|end-sessions`).
 * Each change takes a reason; the audit trail keeps it with the call, targeted `user:<id>`.
 */
export const usersAdminOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/',
    {
      schema: {
        tags,
        summary: 'Users, a page at a time: searched by name, e-mail or mobile, filtered by access, ordered',
        querystring: operatorUsersQuerySchema,
        response: { 200: operatorUsersPageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => app.usersAdmin.list(request.url, request.query),
  );

  app.get(
    '/users/:id/',
    {
      schema: {
        tags,
        summary: 'One user: access, recent activity and failed sign-ins, live sessions, accounts',
        params: idParamsSchema,
        response: { 200: operatorUserDetailSchema, ...errors },
      },
    },
    async (request) => app.usersAdmin.show(request.params.id),
  );

  app.post(
    '/users/:id/unblock/',
    {
      config: { auditSubject: (request) => app.usersAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary: 'Let the user sign in again: lifts a block and a lockout for failed sign-ins (a reason is required)',
        params: idParamsSchema,
        body: operatorUserReasonSchema,
        response: { 200: operatorUserDetailSchema, ...errors },
      },
    },
    async (request) => app.usersAdmin.unblock(request.params.id),
  );

  app.post(
    '/users/:id/force-password-change/',
    {
      config: { auditSubject: (request) => app.usersAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary:
          'End the user’s sessions; they must choose a new password after their next sign-in (a reason is required)',
        params: idParamsSchema,
        body: operatorUserReasonSchema,
        response: { 200: operatorUserDetailSchema, ...errors },
      },
    },
    async (request) => app.usersAdmin.forcePasswordChange(request.params.id, operatorCallerOf(request)),
  );

  app.post(
    '/users/:id/end-sessions/',
    {
      config: { auditSubject: (request) => app.usersAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary: 'End every session of the user (a reason is required)',
        params: idParamsSchema,
        body: operatorUserReasonSchema,
        response: { 200: operatorUserDetailSchema, ...errors },
      },
    },
    async (request) => app.usersAdmin.endSessions(request.params.id, operatorCallerOf(request)),
  );
};
