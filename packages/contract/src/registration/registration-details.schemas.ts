/**
 * The registration steps after personal details (spec 1 §3, §5): the secondary verification
 * document, contact details and additional details. Conditional rules (sole trader, residency,
 * tax residency, green Medicare cards) are refinements that name the field they concern.
 * Every field also has its own limit and format whatever the boxes say, since a field a form
 * hides is still sent and stored.
 */
import { recordIdSchema } from '../fields/record-id.js';
import { z } from 'zod';
import { lastDayOfMonth, parseIsoDate } from '../dates/calendar-date.js';
import { dateNotInFutureSchema, dateNotInPastSchema } from '../fields/dates.js';
import { addressGroupFields } from '../fields/address-group.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { fieldHasIssue, optionalTextField, requiredTextField, type FieldRule } from '../fields/text-field.js';
import { uploadedFileSchema } from '../files/uploaded-file.schemas.js';
import { PersonalDetailLimits } from '../identity/identity.constants.js';
import {
  driverLicenceDocumentSchema,
  medicareCardDocumentSchema,
  passportDocumentSchema,
} from '../identity/identity.schemas.js';
import { DEFAULT_LANGUAGE } from '../lookups/lookups.constants.js';
import { countryCodeSchema, languageCodeSchema, optionalCountryCodeSchema } from '../lookups/lookups.schemas.js';
import { isValidAbn } from '../validators/abn.js';
import { TIN_INPUT_MAX_LENGTH } from '../validators/identifier-lengths.js';
import { hasTinCharactersOnly } from '../validators/tin.js';
import { AdditionalDetailLimits } from './registration.constants.js';
import { ContactChannel } from './registration.enums.js';

const fileId = recordIdSchema.nullable().optional();

/** The secondary document: a Medicare card (the usual one) or the other available types. */
export const secondaryDocumentInputSchema = z
  .discriminatedUnion('document_type', [
    medicareCardDocumentSchema.extend({ medicare_card_file: fileId }),
    passportDocumentSchema.extend({
      issue_date: dateNotInFutureSchema(),
      expiry_date: dateNotInPastSchema(),
      document_file: fileId,
    }),
    driverLicenceDocumentSchema.extend({ expiry_date: dateNotInPastSchema(), document_file: fileId }),
  ])
  .superRefine((doc, ctx) => {
    // A green card shows a month only; its expiry is the last day of that month (spec 1 §4).
    if (doc.document_type !== 'medicare_card' || doc.card_type !== 'green') return;
    const parsed = parseIsoDate(doc.medicare_expiry_date);
    if (parsed && parsed.day !== lastDayOfMonth(parsed.year, parsed.month).day) {
      ctx.addIssue({
        code: 'custom',
        path: ['medicare_expiry_date'],
        message: 'A green card expires on the last day of its month.',
      });
    }
  })
  .meta({ id: 'SecondaryDocumentForm' });
export type SecondaryDocumentInput = z.infer<typeof secondaryDocumentInputSchema>;

export const secondaryDocumentSchema = z
  .object({
    document_type: z.enum(['medicare_card', 'passport', 'driver_licence']),
    details: z.record(z.string(), z.string().nullable()),
    file: uploadedFileSchema.nullable(),
    status: z.enum(['verified', 'not_verified']),
  })
  .meta({ id: 'SecondaryDocument' });
export type SecondaryDocument = z.infer<typeof secondaryDocumentSchema>;

const line = (max: number) => requiredTextField(max);
const optionalLine = (max: number) => optionalTextField(max).default('');

/** Postal address (an address group's fields) and how to be contacted. */
export const contactDetailInputSchema = z
  .object({
    channel: z.enum(ContactChannel, { error: fieldSpecMessages.fieldRequired }),
    ...addressGroupFields,
  })
  .meta({ id: 'ContactDetailForm' });
export type ContactDetailInput = z.infer<typeof contactDetailInputSchema>;
export const contactDetailSchema = contactDetailInputSchema
  .extend({ id: z.number().int() })
  .meta({ id: 'ContactDetail' });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

const digitsOnly: FieldRule = [(v) => /^\d*$/.test(v), fieldSpecMessages.mustContainNumbersOnly];
const postCodeDigits = optionalTextField(AdditionalDetailLimits.postCodeMaxLength, [digitsOnly]).default('');

/** Countries of citizenship or residence: codes, a handful at most. */
const countryList = z
  .array(countryCodeSchema)
  .max(
    AdditionalDetailLimits.countriesMaxCount,
    fieldSpecMessages.tooManyItems(AdditionalDetailLimits.countriesMaxCount, 'countries'),
  );

const additionalDetailFields = z.object({
  occupation: line(AdditionalDetailLimits.occupationMaxLength),
  is_sole_trader: z.boolean().default(false),
  business_name: optionalLine(AdditionalDetailLimits.businessNameMaxLength),
  /** As typed, spaces kept; a sole trader's must pass the ABN check (below). */
  abn: optionalTextField(AdditionalDetailLimits.abnMaxLength, [
    [(v) => /^[\d ]*$/.test(v), fieldSpecMessages.mustContainNumbersOnly],
  ]).default(''),
  business_activity: optionalLine(AdditionalDetailLimits.businessActivityMaxLength),
  office_address_country: optionalCountryCodeSchema.default(''),
  office_address_line_1: optionalLine(AdditionalDetailLimits.addressLineMaxLength),
  office_suburb: optionalLine(AdditionalDetailLimits.suburbMaxLength),
  office_state: optionalLine(PersonalDetailLimits.stateMaxLength),
  office_post_code: postCodeDigits,
  principal_place_country: optionalCountryCodeSchema.default(''),
  principal_place_address_line_1: optionalLine(AdditionalDetailLimits.addressLineMaxLength),
  principal_place_suburb: optionalLine(AdditionalDetailLimits.suburbMaxLength),
  principal_place_state: optionalLine(PersonalDetailLimits.stateMaxLength),
  principal_place_post_code: postCodeDigits,
  country_of_citizenship: countryList.min(1, fieldSpecMessages.fieldRequired),
  non_australian_resident: z.boolean().default(false),
  non_australian_resident_country: countryList.default([]),
  non_australian_tax_resident: z.boolean().default(false),
  non_australian_tax_resident_country: optionalCountryCodeSchema.default(''),
  /** Any country's number as typed; a tax resident elsewhere gives exactly nine digits (below). */
  non_australian_tax_identification_number: optionalTextField(TIN_INPUT_MAX_LENGTH, [
    [hasTinCharactersOnly, fieldSpecMessages.tinCharacters],
  ]).default(''),
  preferred_language: languageCodeSchema.default(DEFAULT_LANGUAGE),
  is_translator_required: z.boolean().default(false),
});

/** Occupation, sole-trader business, citizenship, residency and tax residency, language. */
export const additionalDetailInputSchema = additionalDetailFields
  .superRefine((d, ctx) => {
    const need = (ok: boolean, path: string, message: string = fieldSpecMessages.fieldRequired) => {
      if (!ok && !fieldHasIssue(ctx, path)) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (d.is_sole_trader) {
      need(d.business_name !== '', 'business_name');
      need(d.business_activity !== '', 'business_activity');
      need(d.abn !== '', 'abn');
      if (d.abn !== '') need(isValidAbn(d.abn), 'abn', fieldSpecMessages.isNotValid);
      for (const prefix of ['office', 'principal_place'] as const) {
        const lineKey = prefix === 'office' ? 'office_address_line_1' : 'principal_place_address_line_1';
        const countryKey = prefix === 'office' ? 'office_address_country' : 'principal_place_country';
        need(d[lineKey] !== '', lineKey);
        need(d[`${prefix}_suburb`] !== '', `${prefix}_suburb`);
        need(d[countryKey] !== '', countryKey);
        need(d[`${prefix}_state`] !== '', `${prefix}_state`);
      }
    }
    if (d.non_australian_resident)
      need(d.non_australian_resident_country.length > 0, 'non_australian_resident_country');
    if (d.non_australian_tax_resident) {
      need(d.non_australian_tax_resident_country !== '', 'non_australian_tax_resident_country');
      const tin = d.non_australian_tax_identification_number;
      need(
        new RegExp(`^\\d{${AdditionalDetailLimits.foreignTaxIdLength}}$`).test(tin),
        'non_australian_tax_identification_number',
        tin === ''
          ? fieldSpecMessages.fieldRequired
          : `Must be exactly ${AdditionalDetailLimits.foreignTaxIdLength} digits`,
      );
    }
  })
  .meta({ id: 'AdditionalDetailForm' });
export type AdditionalDetailInput = z.infer<typeof additionalDetailInputSchema>;

/**
 * Additional details as saved. Plain values, not the form's rules: a row saved before a rule
 * existed (a 500 KB language was once accepted) still reads back, here and in the profile, and
 * the form then asks for a valid value.
 */
export const additionalDetailSchema = z
  .object({
    id: z.number().int(),
    occupation: z.string(),
    is_sole_trader: z.boolean(),
    business_name: z.string(),
    abn: z.string(),
    business_activity: z.string(),
    office_address_country: z.string(),
    office_address_line_1: z.string(),
    office_suburb: z.string(),
    office_state: z.string(),
    office_post_code: z.string(),
    principal_place_country: z.string(),
    principal_place_address_line_1: z.string(),
    principal_place_suburb: z.string(),
    principal_place_state: z.string(),
    principal_place_post_code: z.string(),
    country_of_citizenship: z.array(z.string()),
    non_australian_resident: z.boolean(),
    non_australian_resident_country: z.array(z.string()),
    non_australian_tax_resident: z.boolean(),
    non_australian_tax_resident_country: z.string(),
    non_australian_tax_identification_number: z.string(),
    preferred_language: z.string(),
    is_translator_required: z.boolean(),
  })
  .meta({ id: 'AdditionalDetail' });
export type AdditionalDetail = z.infer<typeof additionalDetailSchema>;
