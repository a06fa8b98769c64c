import { recordIdSchema, MAX_RECORD_ID } from '../fields/record-id.js';
import { z } from 'zod';
import { dateNotInFutureSchema, dateNotInPastSchema, dateOfBirthSchema } from '../fields/dates.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { optionalPersonNameSchema, personNameSchema } from '../fields/person.js';
import { optionalTextField } from '../fields/text-field.js';
import { uploadedFileSchema } from '../files/uploaded-file.schemas.js';
import { PersonalDetailLimits } from '../identity/identity.constants.js';
import {
  driverLicenceDocumentSchema,
  identityAddressSchema,
  passportDocumentSchema,
} from '../identity/identity.schemas.js';

const idOf = (label: string) =>
  z.number({ error: fieldSpecMessages.fieldRequired }).int().positive().max(MAX_RECORD_ID).describe(label);

/**
 * The primary verification document of the personal-details form (spec 1 §5): a driver licence
 * (state, number, card number, expiry, a copy of it) or a passport (number, issue and expiry
 * dates). `document_file` is the id of a file the user uploaded (POST personal-document).
 */
export const primaryDocumentInputSchema = z.discriminatedUnion('document_type', [
  driverLicenceDocumentSchema.extend({
    issue_date: dateNotInFutureSchema().optional(),
    expiry_date: dateNotInPastSchema(),
    document_file: recordIdSchema.nullable().optional(),
  }),
  passportDocumentSchema.extend({
    issue_date: dateNotInFutureSchema(),
    expiry_date: dateNotInPastSchema(),
    document_file: recordIdSchema.nullable().optional(),
  }),
]);
export type PrimaryDocumentInput = z.infer<typeof primaryDocumentInputSchema>;
/** The document as stored: without the file, which is kept apart. Distributes over the union. */
export type StoredPrimaryDocument = PrimaryDocumentInput extends infer D
  ? D extends unknown
    ? Omit<D, 'document_file'>
    : never
  : never;

export const personalDetailInputSchema = z
  .object({
    title: idOf('title'),
    gender: idOf('gender'),
    first_name: personNameSchema(),
    middle_name: optionalPersonNameSchema().optional(),
    last_name: personNameSchema(),
    preferred_name: optionalPersonNameSchema(PersonalDetailLimits.preferredNameMaxLength).optional(),
    date_of_birth: dateOfBirthSchema(),
    ...identityAddressSchema.shape,
    /** The form sends it empty; kept for addresses that need a second line. */
    address_line_1: optionalTextField(PersonalDetailLimits.addressLineMaxLength).optional(),
    primary_verification_document: primaryDocumentInputSchema,
    /** Consent to the identity check; required unless the document is already verified and unchanged. */
    consent_access: z.boolean().default(false),
  })
  .meta({ id: 'PersonalDetailForm' });
export type PersonalDetailInput = z.infer<typeof personalDetailInputSchema>;

export const PersonalDetailStatus = { verified: 'verified', not_verified: 'not_verified', pending: 'pending' } as const;
export type PersonalDetailStatus = (typeof PersonalDetailStatus)[keyof typeof PersonalDetailStatus];

/** Failed automatic checks after which the form forces the 'Verification required' choice. */
export const VERIFICATION_ATTEMPTS_BEFORE_SKIP = 3;

export const personalDetailSchema = z
  .object({
    id: z.number().int(),
    title: z.number().int(),
    gender: z.number().int(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    preferred_name: z.string(),
    date_of_birth: z.string(),
    country: z.string(),
    state: z.string(),
    suburb: z.string(),
    post_code: z.string(),
    street_number: z.string(),
    street_name: z.string(),
    address_line_1: z.string(),
    primary_verification_document: z.object({
      document_type: z.enum(['driver_licence', 'passport']),
      document_id: z.string(),
      document_state: z.string().nullable(),
      card_number: z.string().nullable(),
      issue_date: z.string().nullable(),
      expiry_date: z.string(),
      document_file: uploadedFileSchema.nullable(),
    }),
    consent_access: z.boolean(),
    /** verified; not_verified (the automatic check failed); pending (skipped: a person checks). */
    status: z.enum(PersonalDetailStatus),
    no_failed_verification_attempts: z.number().int(),
    /** The sentence to show after an unsuccessful check, or null. */
    verification_message: z.string().nullable(),
    /** Staff's message when they could not verify the details by hand (not_verified only), or null. */
    review_message: z.string().nullable(),
  })
  .meta({ id: 'PersonalDetail' });
export type PersonalDetail = z.infer<typeof personalDetailSchema>;
