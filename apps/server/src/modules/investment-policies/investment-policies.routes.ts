import {
  errorSchema,
  idParamsSchema,
  industryRestrictionListSchema,
  industryRestrictionsUpdateSchema,
  investmentPoliciesSchema,
  investmentPolicyCreateSchema,
  investmentPolicyQuerySchema,
  investmentPolicySchema,
  investmentPolicyUpdateSchema,
  securityRestrictionListSchema,
  securityRestrictionsUpdateSchema,
  strategicAllocationSchema,
  strategicAllocationUpdateSchema,
  validationErrorSchema,
} from '@portal/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { BOOKLET_FILE_NAME } from './investment-policy-booklet.js';

const tags = ['investment-policies'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const BASE = '/ipm/investment-policies/';
/** The booklet's body: a PDF document, not JSON. */
const pdfSchema = z.string().meta({ format: 'binary', description: 'An application/pdf document' });

/**
 * The investment policy statement (spec 2 §7 "IPS: GET booklet; GET details; POST base with
 * account; PATCH details; DELETE draft", "Strategic allocation: GET and PUT", "Restrictions: GET
 * and POST"; issue #20 item 4). Anyone on the account reads; only its primary user writes (403).
 */
export const investmentPoliciesRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).subject.id;

  app.get(
    BASE,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The account’s statement under way and its active one (each null when none)',
        querystring: investmentPolicyQuerySchema,
        response: { 200: investmentPoliciesSchema, ...errors },
      },
    },
    async (request) => app.investmentPolicies.forAccount(userId(request), request.query.account),
  );

  app.post(
    BASE,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Start a draft statement for an account with the private portfolio (one under way at a time)',
        body: investmentPolicyCreateSchema,
        response: { 201: investmentPolicySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.investmentPolicies.create(userId(request), request.body.account)),
  );

  app.get(
    `${BASE}booklet/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The investment policy booklet (PDF): every option with its minimum and fees, restrictions, gearing',
        querystring: investmentPolicyQuerySchema,
        response: { 200: pdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await app.investmentPolicies.booklet(userId(request), request.query.account);
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `inline; filename="${BOOKLET_FILE_NAME}"`)
          .header('Cache-Control', 'private, no-store')
          // The document's bytes: a Buffer goes out as it is, never through the JSON serializer.
          .send(pdf as unknown as string)
      );
    },
  );

  app.get(
    `${BASE}:id/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One statement',
        params: idParamsSchema,
        response: { 200: investmentPolicySchema, ...errors },
      },
    },
    async (request) => app.investmentPolicies.get(userId(request), request.params.id),
  );

  app.patch(
    `${BASE}:id/`,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save wizard answers: booklet read, customisation, gearing (in the wizard’s order)',
        params: idParamsSchema,
        body: investmentPolicyUpdateSchema,
        response: { 200: investmentPolicySchema, ...errors },
      },
    },
    async (request) => app.investmentPolicies.update(userId(request), request.params.id, request.body),
  );

  app.post(
    `${BASE}:id/send-for-signature/`,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Send a changed statement of an active account for signature (it applies once signed and approved)',
        params: idParamsSchema,
        response: { 200: investmentPolicySchema, ...errors },
      },
    },
    async (request) => app.investmentPolicies.sendForSignature(userId(request), request.params.id),
  );

  app.delete(
    `${BASE}:id/`,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Delete a draft statement while an active one remains',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.investmentPolicies.remove(userId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}:id/strategic-allocation/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Every category and option with the statement’s targets, custom strategies and the cash minimum',
        params: idParamsSchema,
        response: { 200: strategicAllocationSchema, ...errors },
      },
    },
    async (request) => app.strategicAllocations.get(userId(request), request.params.id),
  );

  app.put(
    `${BASE}:id/strategic-allocation/`,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Replace the targets and custom strategies (100% in all, cash at its minimum)',
        params: idParamsSchema,
        body: strategicAllocationUpdateSchema,
        response: { 200: strategicAllocationSchema, ...errors },
      },
    },
    async (request) => app.strategicAllocations.save(userId(request), request.params.id, request.body),
  );

  app.get(
    `${BASE}:id/industry-restrictions/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The industry classification with the statement’s restrictions (groups: shared type or mixed)',
        params: idParamsSchema,
        response: { 200: industryRestrictionListSchema, ...errors },
      },
    },
    async (request) => app.investmentRestrictions.industries(userId(request), request.params.id),
  );

  app.post(
    `${BASE}:id/industry-restrictions/`,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Replace the restricted sub-industries',
        params: idParamsSchema,
        body: industryRestrictionsUpdateSchema,
        response: { 200: industryRestrictionListSchema, ...errors },
      },
    },
    async (request) => app.investmentRestrictions.saveIndustries(userId(request), request.params.id, request.body),
  );

  app.get(
    `${BASE}:id/security-restrictions/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The restricted securities',
        params: idParamsSchema,
        response: { 200: securityRestrictionListSchema, ...errors },
      },
    },
    async (request) => app.investmentRestrictions.securities(userId(request), request.params.id),
  );

  app.post(
    `${BASE}:id/security-restrictions/`,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Replace the restricted securities',
        params: idParamsSchema,
        body: securityRestrictionsUpdateSchema,
        response: { 200: securityRestrictionListSchema, ...errors },
      },
    },
    async (request) => app.investmentRestrictions.saveSecurities(userId(request), request.params.id, request.body),
  );
};
