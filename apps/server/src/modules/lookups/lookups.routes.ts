import {
  addressSearchQuerySchema,
  addressSearchResultSchema,
  auStateMappingSchema,
  auStateSchema,
  availableSecondaryDocumentTypesQuerySchema,
  countriesQuerySchema,
  countrySchema,
  genderSchema,
  languageSchema,
  lookupPageQuerySchema,
  nameTitleSchema,
  nameTitlesQuerySchema,
  pageSchema,
  regionSchema,
  regionsQuerySchema,
  secondaryDocumentTypeSchema,
  stateDocumentInfoSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AU_STATES } from './au-states.js';
import { GENDERS } from './genders.js';
import { LANGUAGES } from './languages.js';
import { pageOf } from './lookup-page.js';
import { STATES_DOCUMENT_INFO } from './states-document-info.js';

/**
 * Reference lists and address search for the registration and profile forms (spec 1 §7). All
 * are public: the registration pages read them before the person has an account. Lists answer
 * the list envelope, whole by default (`page_size` up to 500).
 */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookups = app.lookups;
  const publicRoute = { public: true };
  const tags = ['lookups'];

  app.get(
    '/utils/countries/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'ISO 3166-1 countries: AU, NZ, GB, US first, then by name; `search` narrows by name or code',
        querystring: countriesQuerySchema,
        response: { 200: pageSchema(countrySchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(lookups.countries(request.query.search), request.query, request.url),
  );

  app.get(
    '/utils/languages/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'ISO 639-1 languages: English first, then by name',
        querystring: lookupPageQuerySchema,
        response: { 200: pageSchema(languageSchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(LANGUAGES, request.query, request.url),
  );

  app.get(
    '/utils/au-states/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'The eight Australian states and territories',
        querystring: lookupPageQuerySchema,
        response: { 200: pageSchema(auStateSchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(AU_STATES, request.query, request.url),
  );

  app.get(
    '/utils/regions/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "Regions of a country: Australia's states and territories; other countries have none listed",
        querystring: regionsQuerySchema,
        response: { 200: pageSchema(regionSchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(lookups.regions(request.query.country), request.query, request.url),
  );

  app.get(
    '/utils/regions/austate-mapping/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Australian state code to full name',
        response: { 200: auStateMappingSchema },
      },
    },
    async () => lookups.auStateMapping(),
  );

  app.get(
    '/utils/states-document-info/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "What each state's driver licence needs: card number required, lengths",
        querystring: lookupPageQuerySchema,
        response: { 200: pageSchema(stateDocumentInfoSchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(STATES_DOCUMENT_INFO, request.query, request.url),
  );

  app.get(
    '/profiles/genders/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Genders of the personal-details form',
        querystring: lookupPageQuerySchema,
        response: { 200: pageSchema(genderSchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(GENDERS, request.query, request.url),
  );

  app.get(
    '/profiles/name-titles/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Name titles offered for a gender (every title without `gender`)',
        querystring: nameTitlesQuerySchema,
        response: { 200: pageSchema(nameTitleSchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(lookups.nameTitles(request.query.gender), request.query, request.url),
  );

  app.get(
    '/profiles/available-secondary-document-types/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Secondary verification document types, narrowed by the comma-separated `available_types`',
        querystring: availableSecondaryDocumentTypesQuerySchema,
        response: { 200: pageSchema(secondaryDocumentTypeSchema), 400: validationErrorSchema },
      },
    },
    async (request) =>
      pageOf(lookups.secondaryDocumentTypes(request.query.available_types), request.query, request.url),
  );

  app.get(
    '/profiles/address-search/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Address suggestions for more than 2 characters of text',
        querystring: addressSearchQuerySchema,
        response: { 200: addressSearchResultSchema, 400: validationErrorSchema },
      },
    },
    async (request) => ({ results: await lookups.searchAddresses(request.query.query) }),
  );
};
