import {
  errorSchema,
  identityReviewApproveSchema,
  identityReviewPageSchema,
  identityReviewRejectSchema,
  identityReviewSchema,
  identityReviewsQuerySchema,
  userFileParamsSchema,
  userIdParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import { paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/**
 * The identity review (issue #23 item 2; `npm run admin -- identity list|show|approve|reject`):
 * personal details the automatic check could not verify, their documents, and the decision.
 */
export const identityReviewOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/identity-reviews/',
    {
      schema: {
        tags,
        summary:
          'Personal details by status (pending by default: skipped after failed checks), paged, ordered and searched by name or e-mail',
        querystring: identityReviewsQuerySchema,
        response: { 200: identityReviewPageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.identityReview.list(request.query)),
  );

  app.get(
    '/identity-reviews/:userId/',
    {
      schema: {
        tags,
        summary: 'One person’s details as entered, the check’s reasons and their uploaded documents',
        params: userIdParamsSchema,
        response: { 200: identityReviewSchema, ...errors },
      },
    },
    async (request) => app.identityReview.show(request.params.userId),
  );

  app.get(
    '/identity-reviews/:userId/files/:fileId/',
    {
      schema: {
        tags,
        summary: 'A document uploaded for these details (primary or secondary), with its content type',
        params: userFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { row, stream } = await app.identityReview.openFile(request.params.userId, request.params.fileId);
      return reply
        .type(row.contentType)
        .header('Content-Disposition', `inline; filename="${row.fileName.replace(/"/g, '')}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    '/identity-reviews/:userId/approve/',
    {
      config: { auditSubject: (request) => app.identityReview.show(paramId(request, 'userId')) },
      schema: {
        tags,
        summary: 'Verify the person’s identity by hand; they are told in the portal and by e-mail',
        params: userIdParamsSchema,
        body: identityReviewApproveSchema,
        response: { 200: identityReviewSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => app.identityReview.approve(request.params.userId, new Date()),
  );

  app.post(
    '/identity-reviews/:userId/reject/',
    {
      config: { auditSubject: (request) => app.identityReview.show(paramId(request, 'userId')) },
      schema: {
        tags,
        summary: 'Not verified, with a message the person receives; they may enter their details again',
        params: userIdParamsSchema,
        body: identityReviewRejectSchema,
        response: { 200: identityReviewSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => app.identityReview.reject(request.params.userId, request.body.message, new Date()),
  );
};
