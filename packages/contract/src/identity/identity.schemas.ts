/**
 * What an automatic identity check is given and what it answers (spec 1 §3, §4, §5): the
 * person's name, date of birth and residential address, and one verification document (a driver
 * licence or passport as primary, a Medicare card as secondary). Field names are those of the
 * personal detail and the verification document; each field keeps the form's rule.
 */
import { z } from 'zod';
import { dateNotInPastSchema, dateOfBirthSchema } from '../fields/dates.js';
import { FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { medicareCardNumberSchema, medicareIrnSchema } from '../fields/identifiers.js';
import { optionalPersonNameSchema, personNameSchema } from '../fields/person.js';
import { optionalTextField, requiredTextField, type FieldRule } from '../fields/text-field.js';
import { AuState, countryCodeSchema } from '../lookups/lookups.schemas.js';
import { IdentityDocumentLimits, PersonalDetailLimits } from './identity.constants.js';
import { MedicareCardColour, VerificationDocumentType } from './identity.enums.js';

/** Driver licence and passport numbers: up to 11 letters and digits ('The format is not valid'). */
const documentIdRule: FieldRule = [
  (value) => new RegExp(`^[A-Za-z0-9]{1,${IdentityDocumentLimits.documentIdMaxLength}}$`).test(value),
  fieldSpecMessages.theFormatIsNotValid,
];
export const documentIdSchema = requiredTextField(FORMATTED_INPUT_MAX_LENGTH, [documentIdRule]);

/** The residential address as the personal detail holds it. */
export const identityAddressSchema = z
  .object({
    street_number: requiredTextField(PersonalDetailLimits.streetNumberMaxLength),
    street_name: requiredTextField(PersonalDetailLimits.streetNameMaxLength),
    suburb: optionalTextField(PersonalDetailLimits.suburbMaxLength).default(''),
    state: optionalTextField(PersonalDetailLimits.stateMaxLength).default(''),
    post_code: optionalTextField(PersonalDetailLimits.postCodeMaxLength).default(''),
    country: countryCodeSchema,
  })
  .meta({ id: 'IdentityAddress' });
export type IdentityAddress = z.infer<typeof identityAddressSchema>;

export const driverLicenceDocumentSchema = z
  .object({
    document_type: z.literal(VerificationDocumentType.driver_licence),
    document_state: z.enum(AuState, { error: fieldSpecMessages.fieldRequired }),
    document_id: documentIdSchema,
    card_number: requiredTextField(IdentityDocumentLimits.driverLicenceCardNumberMaxLength),
  })
  .meta({ id: 'DriverLicenceDocument' });

export const passportDocumentSchema = z
  .object({
    document_type: z.literal(VerificationDocumentType.passport),
    document_id: documentIdSchema,
  })
  .meta({ id: 'PassportDocument' });

export const medicareCardDocumentSchema = z
  .object({
    document_type: z.literal(VerificationDocumentType.medicare_card),
    /** The card colour (the verification document's document_subtype). */
    card_type: z.enum(MedicareCardColour, { error: fieldSpecMessages.fieldRequired }),
    medicare_card_number: medicareCardNumberSchema,
    individual_reference_number: medicareIrnSchema,
    /** A green card shows only a month; the form sends the last day of it. */
    medicare_expiry_date: dateNotInPastSchema(),
  })
  .meta({ id: 'MedicareCardDocument' });

export const identityDocumentSchema = z.discriminatedUnion('document_type', [
  driverLicenceDocumentSchema,
  passportDocumentSchema,
  medicareCardDocumentSchema,
]);
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

export const identityVerificationInputSchema = z
  .object({
    first_name: personNameSchema(),
    middle_name: optionalPersonNameSchema().optional(),
    last_name: personNameSchema(),
    date_of_birth: dateOfBirthSchema(),
    address: identityAddressSchema,
    document: identityDocumentSchema,
  })
  .meta({ id: 'IdentityVerificationInput' });
export type IdentityVerificationInput = z.infer<typeof identityVerificationInputSchema>;

export const IdentityVerificationStatus = { verified: 'verified', not_verified: 'not_verified' } as const;
export type IdentityVerificationStatus = (typeof IdentityVerificationStatus)[keyof typeof IdentityVerificationStatus];

/** The outcome; `reasons` say why a check failed and are empty when it passed. */
export const identityVerificationResultSchema = z
  .object({
    status: z.enum(IdentityVerificationStatus),
    reasons: z.array(z.string()),
  })
  .meta({ id: 'IdentityVerificationResult' });
export type IdentityVerificationResult = z.infer<typeof identityVerificationResultSchema>;
