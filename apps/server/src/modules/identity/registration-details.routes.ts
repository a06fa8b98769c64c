import {
  additionalDetailInputSchema,
  additionalDetailSchema,
  contactDetailInputSchema,
  contactDetailSchema,
  errorSchema,
  idParamsSchema,
  secondaryDocumentInputSchema,
  secondaryDocumentSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['identity'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Secondary document, contact and additional details of the user the request concerns. */
export const registrationDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.registrationDetails;

  app.post(
    '/profiles/personal-details/:id/secondary-verification-document/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Add the secondary verification document (Medicare card or another type); runs the identity check',
        params: idParamsSchema,
        body: secondaryDocumentInputSchema,
        response: { 200: secondaryDocumentSchema, ...errors },
      },
    },
    async (request) =>
      service().saveSecondaryDocument(requireAuth(request).subject.id, request.params.id, request.body),
  );

  app.get(
    '/profiles/secondary-verification-document/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The secondary verification document, or 404',
        response: { 200: secondaryDocumentSchema, ...errors },
      },
    },
    async (request) =>
      (await service().getSecondaryDocument(requireAuth(request).subject.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/profiles/contact-details/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Save the postal address and contact channel',
        body: contactDetailInputSchema,
        response: { 200: contactDetailSchema, ...errors },
      },
    },
    async (request) => service().saveContactDetail(requireAuth(request).subject.id, request.body),
  );
  app.patch(
    '/profiles/contact-details/:id/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save the postal address and contact channel',
        params: idParamsSchema,
        body: contactDetailInputSchema,
        response: { 200: contactDetailSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireAuth(request).subject.id;
      // The id must be this user's own record; another user's id looks like a missing one.
      if ((await service().getContactDetail(userId))?.id !== request.params.id) throw notFound();
      return service().saveContactDetail(userId, request.body);
    },
  );
  app.get(
    '/profiles/contact-details/',
    {
      config: { actingForClient: 'client' },
      schema: { tags, summary: 'The contact details, or 404', response: { 200: contactDetailSchema, ...errors } },
    },
    async (request) =>
      (await service().getContactDetail(requireAuth(request).subject.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/profiles/additional-details/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Save occupation, sole-trader business, citizenship, residency and tax residency, language',
        body: additionalDetailInputSchema,
        response: { 200: additionalDetailSchema, ...errors },
      },
    },
    async (request) => service().saveAdditionalDetail(requireAuth(request).subject.id, request.body),
  );
  app.patch(
    '/profiles/additional-details/:id/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save occupation, sole-trader business, citizenship, residency and tax residency, language',
        params: idParamsSchema,
        body: additionalDetailInputSchema,
        response: { 200: additionalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireAuth(request).subject.id;
      // The id must be this user's own record; another user's id looks like a missing one.
      if ((await service().getAdditionalDetail(userId))?.id !== request.params.id) throw notFound();
      return service().saveAdditionalDetail(userId, request.body);
    },
  );
  app.get(
    '/profiles/additional-details/',
    {
      config: { actingForClient: 'client' },
      schema: { tags, summary: 'The additional details, or 404', response: { 200: additionalDetailSchema, ...errors } },
    },
    async (request) =>
      (await service().getAdditionalDetail(requireAuth(request).subject.id)) ?? Promise.reject(notFound()),
  );
};
