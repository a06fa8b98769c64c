import {
  AuthMessages,
  errorSchema,
  managedUserIndividualInfoSchema,
  onboardingTasksSchema,
  profileSchema,
  securitySchemaResponseSchema,
  userRegistrationStepsQuerySchema,
  userRegistrationStepsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { requireActionConfirmation, securitySchema } from '../auth/index.js';
import { actsForClients, findUserById, updateUser } from '../auth/index.js';
import { onboardingTasks } from './onboarding-tasks.js';
import { buildManagedUserIndividualInfo, registrationState, registrationStepsOf } from './profile-builder.js';

const tags = ['profiles'];
const profilePatchSchema = z.object({ login_two_factor_auth_enabled: z.boolean() }).strict();

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profiles/my/',
    {
      config: { actingForClient: 'client', allowPasswordChangeRequired: true },
      schema: {
        tags,
        summary: 'The signed-in user’s own profile; managed_user_individual_info describes the managed client',
        response: { 200: profileSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { user, subject } = requireAuth(request);
      return app.profiles.build(user, subject);
    },
  );

  app.get(
    '/profiles/managed-user/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The client a staff member or an advisor acts for (Managed-User-id), or 404 when none',
        response: { 200: managedUserIndividualInfoSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { user, subject } = requireAuth(request);
      const info = await buildManagedUserIndividualInfo(app.db, user, subject);
      if (!info) throw notFound('No client is being managed.');
      return info;
    },
  );

  app.options(
    '/profiles/my/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Security schema of profile changes (two-factor guard)',
        response: { 200: securitySchemaResponseSchema, 401: errorSchema },
      },
    },
    async (request) => ({ security_schema: securitySchema(app, request) }),
  );

  app.patch(
    '/profiles/my/',
    {
      config: { actingForClient: 'refuse' },
      preHandler: requireActionConfirmation(app),
      schema: {
        tags,
        summary: 'Turn login two-factor on or off (needs a confirmed code when the security schema says so)',
        body: profilePatchSchema,
        response: { 200: profileSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { user, subject } = requireAuth(request);
      if (actsForClients(user) && !request.body.login_two_factor_auth_enabled) {
        throw FieldValidationError.field('login_two_factor_auth_enabled', AuthMessages.staffKeepTwoFactor);
      }
      await updateUser(app.db, user.id, { loginTwoFactorAuthEnabled: request.body.login_two_factor_auth_enabled });
      await app.sessions.userChanged(user.id);
      return app.profiles.build((await findUserById(app.db, user.id))!, subject);
    },
  );

  app.get(
    '/profiles/onboarding-tasks/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'What the user still has to do, first thing first',
        response: { 200: onboardingTasksSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { subject } = requireAuth(request);
      return { results: onboardingTasks(subject, await registrationState(app.db, subject.id)) };
    },
  );

  // At both paths the documents give it: spec 1 §7 lists /auth/base/registration-steps/.
  for (const path of ['/profiles/registration-steps/', '/auth/base/registration-steps/'])
    app.get(
      path,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags,
          summary: 'Where the person’s own registration stands, step by step (or the one in `step`)',
          querystring: userRegistrationStepsQuerySchema,
          response: {
            200: userRegistrationStepsSchema,
            400: validationErrorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => registrationStepsOf(app.db, requireAuth(request).subject.id, request.query),
    );
};
