import {
  ADVISOR_PHOTO_MAX_BYTES,
  clientConfigurationSchema,
  errorSchema,
  idParamsSchema,
  operatorAdvisorAssignmentSchema,
  operatorAdvisorLoginSchema,
  DEFAULT_PRODUCT_KEY,
  operatorAdvisorCreateSchema,
  operatorAdvisorRequestSchema,
  operatorAdvisorSchema,
  operatorAdvisorUpdateSchema,
  operatorClientConfigurationQuerySchema,
  operatorClientConfigurationUpdateSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUrl } from '../../config/env.js';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { paramId } from '../operator/index.js';
import { clientConfiguration } from './client-configuration.js';

const tags = ['operator'];
/** A photo travels base64 in the JSON body: a third larger than the file, plus the other fields. */
const advisorBodyLimit = Math.ceil((ADVISOR_PHOTO_MAX_BYTES * 4) / 3) + 64 * 1024;
const advisorResponses = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/** Advisors, their accounts, and each brand's booking team and disclaimer (`npm run admin -- advisors ...`). */
export const advisorsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tenantFor = (product: string) => {
    const tenant = app.tenants.forProduct(product);
    if (!tenant) throw FieldValidationError.field('product', `No application serves the product "${product}".`);
    return tenant;
  };

  app.get(
    '/advisors/',
    {
      schema: {
        tags,
        summary: 'Every advisor with the accounts they serve',
        response: { 200: z.array(operatorAdvisorSchema), 401: errorSchema },
      },
    },
    async () => app.advisorsAdmin.list(),
  );

  app.post(
    '/advisors/',
    {
      bodyLimit: advisorBodyLimit,
      schema: {
        tags,
        summary: 'Add an advisor (photo: png or jpeg, base64, at most 2 MB)',
        body: operatorAdvisorCreateSchema,
        response: { 201: operatorAdvisorSchema, ...advisorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await app.advisorsAdmin.create(request.body)),
  );

  app.patch(
    '/advisors/:id/',
    {
      bodyLimit: advisorBodyLimit,
      schema: {
        tags,
        summary: 'Change an advisor’s details or photo',
        params: idParamsSchema,
        body: operatorAdvisorUpdateSchema,
        response: { 200: operatorAdvisorSchema, ...advisorResponses },
      },
    },
    async (request) => app.advisorsAdmin.update(request.params.id, request.body),
  );

  app.post(
    '/advisors/:id/assign/',
    {
      schema: {
        tags,
        summary: 'Assign the advisor to an account (by code), or to every account a user (by e-mail) is on now',
        params: idParamsSchema,
        body: operatorAdvisorAssignmentSchema,
        response: { 200: operatorAdvisorSchema, ...advisorResponses },
      },
    },
    async (request) => app.advisorsAdmin.assign(request.params.id, request.body, true),
  );

  app.post(
    '/advisors/:id/login/',
    {
      config: { auditSubject: (request) => app.advisorsAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary:
          'Give the advisor a login (issue #24): the person with this e-mail, or a new user who chooses a password from the e-mailed link; login two-factor on',
        params: idParamsSchema,
        body: operatorAdvisorLoginSchema,
        response: { 200: operatorAdvisorSchema, ...advisorResponses },
      },
    },
    async (request) => {
      await app.advisorClients.giveLogin(request.params.id, request.body, {
        publicUrl: publicUrl(app.env),
        tenantName: app.tenants.forProduct(DEFAULT_PRODUCT_KEY)?.configuration.name ?? 'Client Portal',
      });
      return app.advisorsAdmin.show(request.params.id);
    },
  );

  app.post(
    '/advisors/:id/unassign/',
    {
      schema: {
        tags,
        summary: 'Take the advisor off an account, or off every account a user is on',
        params: idParamsSchema,
        body: operatorAdvisorAssignmentSchema,
        response: { 200: operatorAdvisorSchema, ...advisorResponses },
      },
    },
    async (request) => app.advisorsAdmin.assign(request.params.id, request.body, false),
  );

  app.get(
    '/advisor-requests/',
    {
      schema: {
        tags,
        summary: 'Messages to advisors and meeting bookings, newest first (each was also e-mailed)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50) }),
        response: { 200: z.array(operatorAdvisorRequestSchema), 401: errorSchema },
      },
    },
    async (request) => app.advisorsAdmin.requests(request.query.limit),
  );

  app.get(
    '/client-configuration/',
    {
      schema: {
        tags,
        summary: 'A brand’s booking team and disclaimer',
        querystring: operatorClientConfigurationQuerySchema,
        response: { 200: clientConfigurationSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => clientConfiguration(app.db, tenantFor(request.query.product)),
  );

  app.put(
    '/client-configuration/',
    {
      schema: {
        tags,
        summary: 'Set a brand’s booking team and disclaimer (what GET /api/ipm/configuration/ answers)',
        body: operatorClientConfigurationUpdateSchema,
        response: { 200: clientConfigurationSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      return app.advisorsAdmin.configure(tenantFor(request.body.product ?? 'ipm'), request.body);
    },
  );
};
