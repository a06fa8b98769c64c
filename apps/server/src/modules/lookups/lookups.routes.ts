import {
  accountStatusItemSchema,
  activityTypeSchema,
  addressSearchQuerySchema,
  addressSearchResultSchema,
  auStateMappingSchema,
  auStateSchema,
  availableSecondaryDocumentTypesQuerySchema,
  citiesQuerySchema,
  citySchema,
  countriesQuerySchema,
  countrySchema,
  currencySchema,
  educationCategorySchema,
  educationMaterialSchema,
  educationMaterialsQuerySchema,
  employmentTypeSchema,
  errorSchema,
  financialYearSchema,
  frequencyConversionSchema,
  frequencySchema,
  funeralPlanSchema,
  genderSchema,
  healthStatusSchema,
  idParamsSchema,
  languageSchema,
  lookupPageQuerySchema,
  maritalStatusSchema,
  nameTitleSchema,
  nameTitlesQuerySchema,
  pageSchema,
  regionSchema,
  regionsQuerySchema,
  relationshipTypeSchema,
  repaymentTypeSchema,
  residencyStatusSchema,
  secondaryDocumentTypeSchema,
  stateDocumentInfoSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ACCOUNT_STATUSES } from './account-statuses.js';
import { ACTIVITY_TYPES } from './activity-types.js';
import { AU_STATES } from './au-states.js';
import {
  EMPLOYMENT_TYPES,
  FUNERAL_PLANS,
  HEALTH_STATUSES,
  MARITAL_STATUSES,
  RELATIONSHIP_TYPES,
  REPAYMENT_TYPES,
  RESIDENCY_STATUSES,
} from './choice-lists.js';
import { CURRENCIES } from './currencies.js';
import { EDUCATION_CATEGORIES } from './education-materials.js';
import { FREQUENCIES, FREQUENCY_CONVERSIONS } from './frequencies.js';
import { GENDERS } from './genders.js';
import { LANGUAGES } from './languages.js';
import { pageOf } from './lookup-page.js';
import { STATES_DOCUMENT_INFO } from './states-document-info.js';

/**
 * Reference lists and address search for the registration and profile forms (spec 1 §7). All
 * but the educational material are public: the registration pages read them before the person
 * has an account. Lists answer the list envelope, whole by default (`page_size` up to 500).
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

  /** A fixed list answered whole (or paged), the same for everyone. */
  const fixedList = <T extends z.ZodType>(path: string, summary: string, item: T, items: readonly z.input<T>[]) =>
    app.get(
      path,
      {
        config: publicRoute,
        schema: {
          tags,
          summary,
          querystring: lookupPageQuerySchema,
          response: { 200: pageSchema(item), 400: validationErrorSchema },
        },
      },
      async (request) => pageOf(items, request.query, request.url),
    );

  fixedList('/utils/currencies/', 'ISO 4217 currencies, AUD first', currencySchema, CURRENCIES);
  fixedList('/utils/frequencies/', 'Payment frequencies, weekly to yearly', frequencySchema, FREQUENCIES);
  fixedList(
    '/utils/frequency-conversions-multipliers/',
    'For each frequency, how many payments fall in a year: amount × multiplier = yearly amount',
    frequencyConversionSchema,
    FREQUENCY_CONVERSIONS,
  );
  fixedList(
    '/utils/statuses/',
    'Account statuses with their words and style',
    accountStatusItemSchema,
    ACCOUNT_STATUSES,
  );
  fixedList('/fact-find/repayment-types/', 'How a loan is repaid', repaymentTypeSchema, REPAYMENT_TYPES);
  fixedList('/profiles/employment-types/', 'Employment types', employmentTypeSchema, EMPLOYMENT_TYPES);
  fixedList('/profiles/health-statuses/', 'Health statuses', healthStatusSchema, HEALTH_STATUSES);
  fixedList('/profiles/marital-statuses/', 'Marital statuses', maritalStatusSchema, MARITAL_STATUSES);
  fixedList('/profiles/residency-statuses/', 'Residency statuses', residencyStatusSchema, RESIDENCY_STATUSES);
  fixedList('/profiles/relationship-types/', 'How a dependant is related', relationshipTypeSchema, RELATIONSHIP_TYPES);
  fixedList('/profiles/funeral-plans/', 'Funeral arrangements', funeralPlanSchema, FUNERAL_PLANS);
  fixedList('/profiles/activity-types/', 'Kinds of entry of the activity list', activityTypeSchema, ACTIVITY_TYPES);

  app.get(
    '/utils/cities/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Australian capital and major regional cities; `state` and `search` narrow the list',
        querystring: citiesQuerySchema,
        response: { 200: pageSchema(citySchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(lookups.cities(request.query.state, request.query.search), request.query, request.url),
  );

  app.get(
    '/utils/financial-years/',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Australian financial years (1 July to 30 June), the current one first',
        querystring: lookupPageQuerySchema,
        response: { 200: pageSchema(financialYearSchema), 400: validationErrorSchema },
      },
    },
    async (request) => pageOf(lookups.financialYears(), request.query, request.url),
  );

  // Educational material is for the portal's clients, not the registration forms: signed in.
  const education = { actingForClient: 'self' as const };
  const educationErrors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema };

  app.get(
    '/categories/',
    {
      config: education,
      schema: {
        tags,
        summary: 'Categories of educational material',
        querystring: lookupPageQuerySchema,
        response: { 200: pageSchema(educationCategorySchema), ...educationErrors },
      },
    },
    async (request) => pageOf(EDUCATION_CATEGORIES, request.query, request.url),
  );

  app.get(
    '/categories/:id/',
    {
      config: education,
      schema: {
        tags,
        summary: 'One category of educational material',
        params: idParamsSchema,
        response: { 200: educationCategorySchema, ...educationErrors, 404: errorSchema },
      },
    },
    async (request) => lookups.educationCategory(request.params.id),
  );

  app.get(
    '/materials/',
    {
      config: education,
      schema: {
        tags,
        summary: 'Educational material, each a link to a guide; `category` narrows to one category',
        querystring: educationMaterialsQuerySchema,
        response: { 200: pageSchema(educationMaterialSchema), ...educationErrors },
      },
    },
    async (request) => pageOf(lookups.educationMaterials(request.query.category), request.query, request.url),
  );

  app.get(
    '/materials/:id/',
    {
      config: education,
      schema: {
        tags,
        summary: 'One piece of educational material',
        params: idParamsSchema,
        response: { 200: educationMaterialSchema, ...educationErrors, 404: errorSchema },
      },
    },
    async (request) => lookups.educationMaterial(request.params.id),
  );
};
