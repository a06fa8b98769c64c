import {
  errorSchema,
  idParamsSchema,
  personalDetailInputSchema,
  personalDetailSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['identity'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** Saving runs the identity check: 503 (code error_1) when it could not run; the details are saved even so. */
const saveErrors = { ...errors, 503: errorSchema };

/** Personal details of the user the request concerns (the managed client when staff act for one). */
export const personalDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profiles/personal-details/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The personal details, or 404 before they are entered',
        response: { 200: personalDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await app.personalDetails.get(requireAuth(request).subject.id);
      if (!detail) throw notFound('No personal details yet.');
      return detail;
    },
  );

  app.post(
    '/profiles/personal-details/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Enter personal details; runs the identity check',
        body: personalDetailInputSchema,
        response: { 200: personalDetailSchema, ...saveErrors },
      },
    },
    async (request) => app.personalDetails.save(requireAuth(request).subject.id, request.body, new Date()),
  );

  app.patch(
    '/profiles/personal-details/:id/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change personal details; runs the identity check again when the document changed',
        params: idParamsSchema,
        body: personalDetailInputSchema,
        response: { 200: personalDetailSchema, ...saveErrors },
      },
    },
    async (request) => {
      const subject = requireAuth(request).subject;
      const current = await app.personalDetails.get(subject.id);
      if (!current || current.id !== request.params.id) throw notFound();
      return app.personalDetails.save(subject.id, request.body, new Date());
    },
  );

  app.post(
    '/profiles/personal-details/:id/skip-verification/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary:
          'After three failed checks, or one that could not run (error_1): keep the details and leave the check to staff',
        params: idParamsSchema,
        response: { 200: personalDetailSchema, ...errors },
      },
    },
    async (request) =>
      app.personalDetails.skipVerification(requireAuth(request).subject.id, request.params.id, new Date()),
  );
};
