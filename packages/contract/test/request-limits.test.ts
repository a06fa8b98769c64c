import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/index.js';
import { unboundedInputs, type JsonSchemaNode } from '../src/fields/input-limits.js';

const c = contract;

/**
 * Every body, query string and path the server's routes take from the contract, by route module
 * (`grep -E '(body|querystring|params):' apps/server/src/modules/**\/*routes.ts`). A new request
 * schema belongs here; the server's OpenAPI test (request-limits.test.ts) catches one that is not.
 */
const REQUEST_SCHEMAS: Record<string, z.ZodType> = {
  // auth, two-factor
  loginRequestSchema: c.loginRequestSchema,
  jwtLoginRequestSchema: c.jwtLoginRequestSchema,
  passwordResetRequestSchema: c.passwordResetRequestSchema,
  passwordResetTokenSchema: c.passwordResetTokenSchema,
  passwordResetConfirmSchema: c.passwordResetConfirmSchema,
  passwordVerifySchema: c.passwordVerifySchema,
  passwordChangeSchema: c.passwordChangeSchema,
  emailVerifySchema: c.emailVerifySchema,
  twoFactorRequestSchema: c.twoFactorRequestSchema,
  twoFactorConfirmSchema: c.twoFactorConfirmSchema,
  // invitations and secondary invitations
  operatorInviteCreateSchema: c.operatorInviteCreateSchema,
  inviteUuidParamsSchema: c.inviteUuidParamsSchema,
  activateInviteSchema: c.activateInviteSchema,
  inviteSignUpSchema: c.inviteSignUpSchema,
  inviteEmailChangeSchema: c.inviteEmailChangeSchema,
  invitePhoneSchema: c.invitePhoneSchema,
  secondaryInviteTokenParamsSchema: c.secondaryInviteTokenParamsSchema,
  secondaryConfirmPhoneSchema: c.secondaryConfirmPhoneSchema,
  secondaryActivateSchema: c.secondaryActivateSchema,
  operatorSecondaryInviteCreateSchema: c.operatorSecondaryInviteCreateSchema,
  // identity: personal, secondary document, contact, additional details, tax
  personalDetailInputSchema: c.personalDetailInputSchema,
  secondaryDocumentInputSchema: c.secondaryDocumentInputSchema,
  contactDetailInputSchema: c.contactDetailInputSchema,
  additionalDetailInputSchema: c.additionalDetailInputSchema,
  individualTaxInputSchema: c.individualTaxInputSchema,
  // profile changes, settings, blocking
  changeEmailRequestSchema: c.changeEmailRequestSchema,
  confirmEmailByCodeSchema: c.confirmEmailByCodeSchema,
  confirmEmailByLinkSchema: c.confirmEmailByLinkSchema,
  resendEmailConfirmationSchema: c.resendEmailConfirmationSchema,
  changePhoneRequestSchema: c.changePhoneRequestSchema,
  confirmPhoneSchema: c.confirmPhoneSchema,
  resendPhoneConfirmationSchema: c.resendPhoneConfirmationSchema,
  changeAddressSchema: c.changeAddressSchema,
  profileMiscUpdateSchema: c.profileMiscUpdateSchema,
  notificationSettingsBulkUpdateSchema: c.notificationSettingsBulkUpdateSchema,
  blockAccessSchema: c.blockAccessSchema,
  operatorUnblockSchema: c.operatorUnblockSchema,
  // lookups
  lookupPageQuerySchema: c.lookupPageQuerySchema,
  countriesQuerySchema: c.countriesQuerySchema,
  regionsQuerySchema: c.regionsQuerySchema,
  nameTitlesQuerySchema: c.nameTitlesQuerySchema,
  availableSecondaryDocumentTypesQuerySchema: c.availableSecondaryDocumentTypesQuerySchema,
  addressSearchQuerySchema: c.addressSearchQuerySchema,
  // notifications, activities, flat pages
  pageQuerySchema: c.pageQuerySchema,
  notificationIdsSchema: c.notificationIdsSchema,
  operatorNotificationCreateSchema: c.operatorNotificationCreateSchema,
  activitiesQuerySchema: c.activitiesQuerySchema,
  flatPageListQuerySchema: c.flatPageListQuerySchema,
  flatPageSlugParams: z.object({ slug: c.flatPageSlugSchema }),
  // advisors and support
  advisorContactRequestSchema: c.advisorContactRequestSchema,
  meetingBookingRequestSchema: c.meetingBookingRequestSchema,
  operatorAdvisorCreateSchema: c.operatorAdvisorCreateSchema,
  operatorAdvisorUpdateSchema: c.operatorAdvisorUpdateSchema,
  operatorAdvisorAssignmentSchema: c.operatorAdvisorAssignmentSchema,
  operatorClientConfigurationQuerySchema: c.operatorClientConfigurationQuerySchema,
  operatorClientConfigurationUpdateSchema: c.operatorClientConfigurationUpdateSchema,
  contactUsRequestSchema: c.contactUsRequestSchema,
  // dashboard, reports, rebalance, documents, portfolio imports
  dashboardQuerySchema: c.dashboardQuerySchema,
  dashboardFilterSchema: c.dashboardFilterSchema,
  investmentsQuerySchema: c.investmentsQuerySchema,
  reportAccountsQuerySchema: c.reportAccountsQuerySchema,
  generateReportSchema: c.generateReportSchema,
  rebalanceListQuerySchema: c.rebalanceListQuerySchema,
  rebalanceIdParamsSchema: c.rebalanceIdParamsSchema,
  rebalancePublishBodySchema: c.rebalancePublishBodySchema,
  rebalanceCancelParamsSchema: c.rebalanceCancelParamsSchema,
  documentsQuerySchema: c.documentsQuerySchema,
  documentsAutocompleteQuerySchema: c.documentsAutocompleteQuerySchema,
  documentIdParamsSchema: c.documentIdParamsSchema,
  documentsArchiveRequestSchema: c.documentsArchiveRequestSchema,
  operatorDocumentFieldsSchema: c.operatorDocumentFieldsSchema,
  operatorDocumentsQuerySchema: c.operatorDocumentsQuerySchema,
  portfolioImportParamsSchema: c.portfolioImportParamsSchema,
  // accounts and the business registers
  accountCreateSchema: c.accountCreateSchema,
  accountUpdateSchema: c.accountUpdateSchema,
  abnLookupSchema: c.abnLookupSchema,
  corporateInfoLookupSchema: c.corporateInfoLookupSchema,
  idParamsSchema: c.idParamsSchema,
  operatorAccountsQuerySchema: c.operatorAccountsQuerySchema,
  operatorAccountActivateSchema: c.operatorAccountActivateSchema,
};

/** The schema as the routes describe it: the input side, as fastify-type-provider-zod converts it. */
function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
}

describe('request schemas', () => {
  it.each(Object.entries(REQUEST_SCHEMAS))('%s bounds every string and list', (_name, schema) => {
    expect(unboundedInputs(jsonSchemaOf(schema))).toEqual([]);
  });

  it('enforce the limits they declare: one character past it is refused on the field', () => {
    const tooLong = (field: keyof typeof c.additionalDetailInputSchema.shape, length: number) =>
      c.additionalDetailInputSchema.safeParse({
        occupation: 'Engineer',
        country_of_citizenship: ['AU'],
        [field]: '1'.repeat(length),
      });
    const json = jsonSchemaOf(c.additionalDetailInputSchema);
    const limits = json.$defs!['AdditionalDetailForm']!.properties!;
    for (const field of [
      'abn',
      'non_australian_tax_identification_number',
      'occupation',
      'office_post_code',
    ] as const) {
      const max = limits[field]!.maxLength!;
      expect(tooLong(field, max).success, field).toBe(true);
      expect(tooLong(field, max + 1).error?.issues, field).toEqual([
        expect.objectContaining({ path: [field], message: `This field cannot contain more than ${max} symbols` }),
      ]);
    }
  });
});

describe('additional details', () => {
  const base = { occupation: 'Engineer', country_of_citizenship: ['AU'] };
  const messages = (values: object) =>
    c.additionalDetailInputSchema
      .safeParse({ ...base, ...values })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('take country and language codes in any case, and store them as the lookups list them', () => {
    const parsed = c.additionalDetailInputSchema.parse({
      ...base,
      country_of_citizenship: [' au', 'nz'],
      office_address_country: 'gb',
      preferred_language: 'FR',
    });
    expect(parsed).toMatchObject({
      country_of_citizenship: ['AU', 'NZ'],
      office_address_country: 'GB',
      preferred_language: 'fr',
    });
  });

  it('refuse what is not a code, an ABN as typed or a tax identification number, on the field', () => {
    expect(messages({ preferred_language: 'english' })).toEqual([['preferred_language', 'The format is not valid']]);
    expect(messages({ non_australian_tax_resident_country: 'AUS' })).toEqual([
      ['non_australian_tax_resident_country', 'The format is not valid'],
    ]);
    expect(messages({ country_of_citizenship: ['AU', 'Australia'] })).toEqual([
      ['country_of_citizenship.1', 'The format is not valid'],
    ]);
    expect(messages({ abn: 'ABN 51 824' })).toEqual([['abn', 'must contain numbers only']]);
    expect(messages({ non_australian_tax_identification_number: '12#45' })).toEqual([
      [
        'non_australian_tax_identification_number',
        'This field must contain letters, digits, spaces, hyphens and slashes only',
      ],
    ]);
    expect(messages({ non_australian_tax_identification_number: 'AB-12/34 5' })).toBeUndefined();
  });

  it('take at most 10 countries of citizenship or residence', () => {
    const eleven = ['AU', 'NZ', 'GB', 'US', 'FR', 'DE', 'IT', 'ES', 'JP', 'CN', 'IN'];
    expect(messages({ country_of_citizenship: eleven.slice(0, 10) })).toBeUndefined();
    expect(messages({ non_australian_resident_country: eleven })).toEqual([
      ['non_australian_resident_country', 'Choose at most 10 countries'],
    ]);
  });

  it('show one message per field: its own limit, not also the rule of a ticked box', () => {
    expect(
      messages({
        is_sole_trader: true,
        abn: '1'.repeat(15),
        non_australian_tax_resident: true,
        non_australian_tax_identification_number: 'x'.repeat(31),
      })?.filter(([path]) => ['abn', 'non_australian_tax_identification_number'].includes(path!)),
    ).toEqual([
      ['abn', 'This field cannot contain more than 14 symbols'],
      ['non_australian_tax_identification_number', 'This field cannot contain more than 30 symbols'],
    ]);
  });
});

describe('the check itself', () => {
  it('names strings and lists without a limit, however deep, and any-typed values', () => {
    const schema = z.object({
      name: z.string(),
      code: z.string().regex(/^[A-Z]+$/),
      tags: z.array(z.string().max(5)),
      nested: z.object({ note: z.string().optional(), extra: z.unknown() }),
      keyed: z.record(z.string(), z.boolean()),
    });
    expect(unboundedInputs(jsonSchemaOf(schema))).toEqual([
      'name: string without maxLength',
      'code: string without maxLength',
      'tags: list without maxItems',
      'nested.note: string without maxLength',
      'nested.extra: any value',
      'keyed{key}: string without maxLength',
    ]);
  });

  it('accepts maxLength, enums, constants and fixed-length patterns', () => {
    const schema = z.object({
      name: z.string().max(10),
      kind: z.enum(['a', 'b']),
      fixed: z.literal('x'),
      country: z.string().regex(/^[A-Z]{2}$/),
      optionalCountry: z.string().regex(/^(?:[A-Z]{2})?$/),
      id: z.uuid(),
      tags: z.array(z.string().max(5)).max(3),
      either: z.union([z.string().max(3), z.array(z.string().max(3)).max(2)]).optional(),
    });
    expect(unboundedInputs(jsonSchemaOf(schema))).toEqual([]);
  });
});

describe('responses keep what was saved', () => {
  it('reads additional details back with every field of the form, as plain values', () => {
    expect(Object.keys(c.additionalDetailSchema.shape).sort()).toEqual(
      [...Object.keys(c.additionalDetailInputSchema.shape), 'id'].sort(),
    );
    const saved = {
      ...c.additionalDetailInputSchema.parse({ occupation: 'x', country_of_citizenship: ['AU'] }),
      id: 1,
    };
    expect(c.additionalDetailSchema.safeParse({ ...saved, preferred_language: 'x'.repeat(500) }).success).toBe(true);
  });
});
