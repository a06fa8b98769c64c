/**
 * Reference lists the registration and profile forms choose from (spec 1 §3, §7): countries,
 * languages, Australian states, regions, genders, name titles, what each state's driver licence
 * needs, secondary document types, and address suggestions. The lists are public: registration
 * pages read them before an account exists.
 */
import { z } from 'zod';
import { AUTOSUGGEST_MIN_LENGTH, FINDER_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { optionalTextField, requiredTextField } from '../fields/text-field.js';
import { IdentityDocumentLimits } from '../identity/identity.constants.js';
import { VerificationDocumentType } from '../identity/identity.enums.js';
import { PageSize } from '../pagination/pagination.constants.js';
import type { ValueOf } from '../value-of.js';

// ---------------------------------------------------------------------------------------------
// Paging

/**
 * Lookup lists come whole by default: the largest is the country list (about 250 rows), and the
 * regions call asks for pages of 500 (spec 1 §9). `page` and `page_size` still work as on any list.
 */
export const LOOKUP_PAGE_SIZE = PageSize.regions;

export const lookupPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(LOOKUP_PAGE_SIZE).default(LOOKUP_PAGE_SIZE),
});
export type LookupPageQuery = z.infer<typeof lookupPageQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Australian states and territories

/** The eight states and territories by their postal abbreviation, the wire form of a state. */
export const AuState = {
  ACT: 'ACT',
  NSW: 'NSW',
  NT: 'NT',
  QLD: 'QLD',
  SA: 'SA',
  TAS: 'TAS',
  VIC: 'VIC',
  WA: 'WA',
} as const;
export type AuState = ValueOf<typeof AuState>;

export const AuStateName = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const satisfies Record<AuState, string>;

export const auStateSchema = z.object({ code: z.enum(AuState), name: z.string() }).meta({ id: 'AuState' });
export type AuStateItem = z.infer<typeof auStateSchema>;

/** `GET /utils/regions/austate-mapping/`: state code to its full name. */
export const auStateMappingSchema = z.record(z.enum(AuState), z.string()).meta({ id: 'AuStateMapping' });
export type AuStateMapping = z.infer<typeof auStateMappingSchema>;

// ---------------------------------------------------------------------------------------------
// Countries, languages and regions

/**
 * ISO 3166-1 alpha-2 code, upper case ('AU'), as the countries lookup lists them. The pattern is
 * the field's whole limit: two letters. Whether a code is on the list is the server's check.
 */
export const countryCodeSchema = z
  .string({ error: fieldSpecMessages.fieldRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, fieldSpecMessages.theFormatIsNotValid);

/** A country that may be left empty (a form's country that applies only when a box is ticked). */
export const optionalCountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(?:[A-Z]{2})?$/, fieldSpecMessages.theFormatIsNotValid);

export const countrySchema = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

/** Free text narrowing a finder list; finder inputs cap at 40 characters (spec 1 §5). */
export const lookupSearchSchema = optionalTextField(FINDER_INPUT_MAX_LENGTH);

export const countriesQuerySchema = lookupPageQuerySchema.extend({ search: lookupSearchSchema.optional() });
export type CountriesQuery = z.infer<typeof countriesQuerySchema>;

/**
 * ISO 639-1 code, lower case ('en'), as the languages lookup lists them: two letters. Whether a
 * code is on the list is the server's check.
 */
export const languageCodeSchema = z
  .string({ error: fieldSpecMessages.fieldRequired })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, fieldSpecMessages.theFormatIsNotValid);

/** ISO 639-1 code, lower case. */
export const languageSchema = z.object({ code: z.string(), name: z.string() }).meta({ id: 'Language' });
export type Language = z.infer<typeof languageSchema>;

/** A first-level subdivision of a country (for Australia, its states and territories). */
export const regionSchema = z
  .object({ code: z.string(), name: z.string(), country: z.string() })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof regionSchema>;

export const regionsQuerySchema = lookupPageQuerySchema.extend({ country: countryCodeSchema });
export type RegionsQuery = z.infer<typeof regionsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Genders and name titles

export const genderSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Gender' });
export type Gender = z.infer<typeof genderSchema>;

export const nameTitleSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'NameTitle' });
export type NameTitle = z.infer<typeof nameTitleSchema>;

/** `gender`: a gender id; absent (or empty) lists every title. Unknown ids are refused by the server. */
export const nameTitlesQuerySchema = lookupPageQuerySchema.extend({
  gender: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: fieldSpecMessages.theFormatIsNotValid })
      .int(fieldSpecMessages.theFormatIsNotValid)
      .optional(),
  ),
});
export type NameTitlesQuery = z.infer<typeof nameTitlesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Identity documents

/** What a driver licence of one state needs on the personal-details form (spec 1 §5). */
export const stateDocumentInfoSchema = z
  .object({
    state: z.enum(AuState),
    name: z.string(),
    card_number_required: z.boolean(),
    card_number_max_length: z.number().int(),
    licence_number_max_length: z.number().int(),
  })
  .meta({ id: 'StateDocumentInfo' });
export type StateDocumentInfo = z.infer<typeof stateDocumentInfoSchema>;

export const DRIVER_LICENCE_DOCUMENT_RULES = {
  card_number_required: true,
  card_number_max_length: IdentityDocumentLimits.driverLicenceCardNumberMaxLength,
  licence_number_max_length: IdentityDocumentLimits.documentIdMaxLength,
} as const;

export const VerificationDocumentTypeLabel = {
  medicare_card: 'Medicare card',
  passport: 'Passport',
  driver_licence: 'Driver licence',
} as const satisfies Record<VerificationDocumentType, string>;

export const secondaryDocumentTypeSchema = z
  .object({ document_type: z.enum(VerificationDocumentType), label: z.string() })
  .meta({ id: 'SecondaryDocumentType' });
export type SecondaryDocumentType = z.infer<typeof secondaryDocumentTypeSchema>;

/** Room for every document type, comma-separated, twice over. */
const AVAILABLE_TYPES_MAX_LENGTH = 100;

/** `available_types`: a comma-separated list of document types; absent or empty means all. */
export const availableSecondaryDocumentTypesQuerySchema = lookupPageQuerySchema.extend({
  available_types: z
    .string()
    .max(AVAILABLE_TYPES_MAX_LENGTH)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(VerificationDocumentType, { error: fieldSpecMessages.theFormatIsNotValid }))),
});
export type AvailableSecondaryDocumentTypesQuery = z.infer<typeof availableSecondaryDocumentTypesQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Address search

/** Longest address-search query the server accepts (ours: the documents give no figure). */
export const ADDRESS_SEARCH_QUERY_MAX_LENGTH = 100;

/** Autocomplete starts once the input is 'more than 2 characters' (spec 1 §7, §9). */
export const addressSearchQuerySchema = z.object({
  query: requiredTextField(ADDRESS_SEARCH_QUERY_MAX_LENGTH, [
    [(value) => value.length >= AUTOSUGGEST_MIN_LENGTH, fieldSpecMessages.minLength(AUTOSUGGEST_MIN_LENGTH)],
  ]),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuerySchema>;

/** One suggestion, split into the personal detail's address fields, with the line it reads as. */
export const addressSuggestionSchema = z
  .object({
    label: z.string(),
    street_number: z.string(),
    street_name: z.string(),
    suburb: z.string(),
    state: z.string(),
    post_code: z.string(),
    country: z.string(),
  })
  .meta({ id: 'AddressSuggestion' });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressSearchResultSchema = z
  .object({ results: z.array(addressSuggestionSchema) })
  .meta({ id: 'AddressSearchResult' });
export type AddressSearchResult = z.infer<typeof addressSearchResultSchema>;
