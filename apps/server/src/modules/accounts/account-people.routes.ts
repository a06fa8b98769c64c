import {
  accountPeopleSchema,
  accountPersonParamsSchema,
  acnDataQuerySchema,
  acnDataUserParamsSchema,
  beneficialOwnerRoles,
  beneficialOwnersInputSchema,
  detailSchema,
  errorSchema,
  idParamsSchema,
  Messages,
  personRolesSchema,
  secondaryUsersBulkUpdateSchema,
  secondaryUsersCreateSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['accounts'];
const oneAccount = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The people on an account (spec 2 §7 "Secondary users", "Beneficial owners", "Re-invite", "Roles",
 * "Delete ACN data"). Reads follow a client staff act for; changes are the client's own.
 * Lists answer the list after the change; bulk-update is accepted as PUT and as POST.
 */
export const accountPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const subject = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).subject.id;

  // Spec 1 §7's identity calls read them as GET /profiles/roles/.
  for (const path of ['/accounts/person-roles/', '/profiles/roles/'])
    app.get(
      path,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags,
          summary: 'The roles a beneficial owner can be given (spec 2 §6)',
          response: { 200: personRolesSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      async () => beneficialOwnerRoles(),
    );

  for (const [path, kind, listName] of [
    ['secondary-users', 'secondary_user', 'joint members, directors or trustees'],
    ['beneficial-owners', 'beneficial_owner', 'beneficial owners'],
  ] as const) {
    const body = kind === 'secondary_user' ? secondaryUsersCreateSchema : beneficialOwnersInputSchema;
    const bulkBody = kind === 'secondary_user' ? secondaryUsersBulkUpdateSchema : beneficialOwnersInputSchema;

    app.get(
      `/accounts/:id/${path}/`,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags,
          summary: `The account’s ${listName}`,
          params: idParamsSchema,
          response: { 200: accountPeopleSchema, ...oneAccount },
        },
      },
      async (request) => app.accountPeople.list(subject(request), request.params.id, kind),
    );

    app.post(
      `/accounts/:id/${path}/`,
      {
        config: { actingForClient: 'refuse' },
        schema: {
          tags,
          summary: `Add ${listName}${kind === 'secondary_user' ? ' (each is invited; at most 3)' : ''}; only with signing authority`,
          params: idParamsSchema,
          body,
          response: { 201: accountPeopleSchema, ...oneAccount },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await app.accountPeople.add(subject(request), request.params.id, kind, request.body.users)),
    );

    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: `/accounts/:id/${path}/bulk-update/`,
        config: { actingForClient: 'refuse' },
        schema: {
          tags,
          summary: `Replace the ${listName} with the form’s list: keep those with an id, add those without, remove the removable ones left out`,
          params: idParamsSchema,
          body: bulkBody,
          response: { 200: accountPeopleSchema, ...oneAccount },
        },
        handler: async (request) =>
          app.accountPeople.replace(subject(request), request.params.id, kind, request.body.users),
      });
    }

    app.delete(
      `/accounts/:id/${path}/:uid/`,
      {
        config: { actingForClient: 'refuse' },
        schema: {
          tags,
          summary: `Take one of the ${listName} off the account (while it is in setup); only with signing authority`,
          params: accountPersonParamsSchema,
          response: { 200: detailSchema, ...oneAccount },
        },
      },
      async (request) => {
        await app.accountPeople.remove(subject(request), request.params.id, kind, request.params.uid);
        return { detail: Messages.personRemoved };
      },
    );
  }

  app.post(
    '/accounts/:id/secondary-users/:uid/reinvite/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Resend invite: a new link for a secondary user who has not joined yet',
        params: accountPersonParamsSchema,
        response: { 200: detailSchema, ...oneAccount },
      },
    },
    async (request) => app.accountPeople.reinvite(subject(request), request.params.id, request.params.uid),
  );

  app.delete(
    '/accounts/:id/acn-data/users/:uid/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Stop offering one of the company’s officeholders as a prefilled director',
        params: acnDataUserParamsSchema,
        querystring: acnDataQuerySchema,
        response: { 200: detailSchema, ...oneAccount },
      },
    },
    async (request) => {
      await app.accountPeople.removeAcnOfficeholder(
        subject(request),
        request.params.id,
        request.params.uid,
        request.query.acn,
      );
      return { detail: Messages.officeholderRemoved };
    },
  );
};
