import {
  companyApplicationSummarySchema,
  errorSchema,
  pageSchema,
  profileMiscSchema,
  profileMiscUpdateSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { updateUser } from '../auth/index.js';
import { activeApplications } from './active-applications.js';

/**
 * PATCH /profiles/my/misc/ (spec 1 §7): the marketing opt-out. Unlike the login two-factor
 * switch on profiles/my/ it needs no fresh code: it opens nothing up.
 */
export const profileMiscRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/profiles/my/misc/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags: ['profiles'],
        summary: 'Turn the marketing opt-out on or off',
        body: profileMiscUpdateSchema,
        response: { 200: profileMiscSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await updateUser(app.db, user.id, { marketingOptOut: request.body.marketing_opt_out });
      // The cached session holds the user row; the profile must show the new value at once.
      await app.sessions.userChanged(user.id);
      return { marketing_opt_out: request.body.marketing_opt_out };
    },
  );

  app.get(
    '/profiles/active-applications/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags: ['profiles'],
        summary: 'The company applications the person is active in: their own, and those of their accounts’ products',
        response: { 200: pageSchema(companyApplicationSummarySchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const results = await activeApplications(app.db, app.tenants.list(), requireAuth(request).subject);
      return { count: results.length, next: null, previous: null, results };
    },
  );
};
