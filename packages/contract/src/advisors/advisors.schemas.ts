/**
 * The advisor page (spec 3 §2.7, §3, §5, §7): the client's advisors, a message to one of them,
 * a quarterly review booking, and the configuration the page and the disclaimer read. The
 * operator shapes are how the provider's staff enter advisors and the booking team.
 */
import { z } from 'zod';
import { dateNotInPastSchema } from '../fields/dates.js';
import { EMAIL_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { emailSchema, optionalEmailSchema } from '../fields/person.js';
import { optionalTextField, requiredTextField, type FieldRule } from '../fields/text-field.js';
import { DEFAULT_PRODUCT_KEY } from '../products/products.constants.js';
import { PreferredTime } from './advisors.enums.js';

export const ADVISOR_MESSAGE_MAX_LENGTH = 2000;
export const MEETING_COMMENT_MAX_LENGTH = 1000;

/**
 * The server cannot know the user's zone, so it refuses only a date that is past everywhere: in
 * the last zone on earth where a day still runs. The browser checks against the user's own day.
 */
export const LATEST_TIME_ZONE = 'Etc/GMT+12';

/** An advisor of the user (spec 3 §3 Advisor). */
export const advisorSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string(),
    photo: z.string().nullable(),
    email: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'Advisor' });
export type Advisor = z.infer<typeof advisorSchema>;

export const advisorListSchema = z
  .object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(advisorSchema),
  })
  .meta({ id: 'AdvisorList' });
export type AdvisorList = z.infer<typeof advisorListSchema>;

/** Spec 3 §5 "Advisor contact": the body is required. */
export const advisorContactRequestSchema = z
  .object({ body: requiredTextField(ADVISOR_MESSAGE_MAX_LENGTH) })
  .meta({ id: 'AdvisorContactRequest' });
export type AdvisorContactRequest = z.infer<typeof advisorContactRequestSchema>;

/** What the success dialog shows ('Thank you!' and who will be in touch). */
export const advisorRequestAnswerSchema = z
  .object({ id: z.number().int(), title: z.string(), detail: z.string() })
  .meta({ id: 'AdvisorRequestAnswer' });
export type AdvisorRequestAnswer = z.infer<typeof advisorRequestAnswerSchema>;

const commentSchema = optionalTextField(MEETING_COMMENT_MAX_LENGTH);

/** Spec 3 §3 "Meeting booking payload" and §5 "Booking form" as the server checks them. */
export const meetingBookingRequestSchema = z
  .object({
    preferred_date: dateNotInPastSchema({ timeZone: LATEST_TIME_ZONE }),
    /** Absent or null: no preference. */
    preferred_time: z.enum(PreferredTime).nullable().optional(),
    comment: commentSchema.optional(),
  })
  .meta({ id: 'MeetingBookingRequest' });
export type MeetingBookingRequest = z.infer<typeof meetingBookingRequestSchema>;

/** The booking form: the date against the user's own today; an empty time means no preference. */
export const meetingBookingFormSchema = z.object({
  preferred_date: dateNotInPastSchema(),
  preferred_time: z.union([z.enum(PreferredTime), z.literal('')]),
  comment: commentSchema,
});
export type MeetingBookingForm = z.input<typeof meetingBookingFormSchema>;

/**
 * GET /ipm/configuration/ (spec 3 §3 Configuration) for the request's company application: the
 * booking team (null where the brand has none) and the paragraphs of the portal disclaimer.
 */
export const clientConfigurationSchema = z
  .object({
    booking_team_email: z.string().nullable(),
    booking_team_additional_email: z.string().nullable(),
    booking_team_phone_number: z.string().nullable(),
    disclaimer: z.array(z.string()),
  })
  .meta({ id: 'ClientConfiguration' });
export type ClientConfiguration = z.infer<typeof clientConfigurationSchema>;

// ---------------------------------------------------------------------------------------------
// Operator API (npm run admin -- advisors ..., configuration ...)

/** Digits, spaces and + ( ) -: a phone number as people write it, landlines included. */
const PHONE_NUMBER_MAX_LENGTH = 30;
const phoneRule: FieldRule = [
  (value) => /^\+?[\d ()-]{6,30}$/.test(value),
  fieldSpecMessages.formatNotValid('Phone number'),
];
const phoneNumberSchema = optionalTextField(PHONE_NUMBER_MAX_LENGTH, [phoneRule]);

/** A product key as the company applications carry it ('ipm'); which exist is the server's check. */
export const PRODUCT_KEY_MAX_LENGTH = 50;
export const productKeySchema = z.string().trim().min(1).max(PRODUCT_KEY_MAX_LENGTH);

/** The account code of the administration system, as in the portfolio feed. */
const ACCOUNT_CODE_MAX_LENGTH = 100;

export const ADVISOR_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const advisorFields = {
  first_name: requiredTextField(100),
  last_name: requiredTextField(100),
  role: requiredTextField(200),
  email: emailSchema('Email'),
  phone_number: phoneNumberSchema,
  address: optionalTextField(300),
  /** A png or jpeg, base64, at most 2 MB once decoded. */
  photo: z.string().max(Math.ceil((ADVISOR_PHOTO_MAX_BYTES * 4) / 3) + 4),
};

export const operatorAdvisorCreateSchema = z
  .object({
    ...advisorFields,
    phone_number: advisorFields.phone_number.optional(),
    address: advisorFields.address.optional(),
    photo: advisorFields.photo.optional(),
  })
  .meta({ id: 'OperatorAdvisorCreate' });
export type OperatorAdvisorCreate = z.infer<typeof operatorAdvisorCreateSchema>;

export const operatorAdvisorUpdateSchema = z.object(advisorFields).partial().meta({ id: 'OperatorAdvisorUpdate' });
export type OperatorAdvisorUpdate = z.infer<typeof operatorAdvisorUpdateSchema>;

/** Assign to (or remove from) one account by its code, or every account a person is on now. */
export const operatorAdvisorAssignmentSchema = z
  .object({
    account: z.string().trim().min(1).max(ACCOUNT_CODE_MAX_LENGTH).optional(),
    /** The person's e-mail. */
    user: z.string().trim().min(1).max(EMAIL_MAX_LENGTH).optional(),
  })
  .refine((v) => (v.account === undefined) !== (v.user === undefined), {
    message: 'Give either an account code or a user e-mail.',
  })
  .meta({ id: 'OperatorAdvisorAssignment' });
export type OperatorAdvisorAssignment = z.infer<typeof operatorAdvisorAssignmentSchema>;

export const operatorAdvisorSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    address: z.string().nullable(),
    has_photo: z.boolean(),
    /** Codes of the accounts the advisor serves. */
    accounts: z.array(z.string()),
    /** The portal user the advisor signs in as (issue #24), or null before they have one. */
    login: z.object({ user_id: z.number().int(), email: z.string() }).nullable(),
  })
  .meta({ id: 'OperatorAdvisor' });
export type OperatorAdvisor = z.infer<typeof operatorAdvisorSchema>;

/** Which brand's configuration to read: the default product's unless given. */
export const operatorClientConfigurationQuerySchema = z.object({
  product: productKeySchema.default(DEFAULT_PRODUCT_KEY),
});

/** Set what is given; an empty string (or null disclaimer) clears it. */
export const operatorClientConfigurationUpdateSchema = z
  .object({
    product: productKeySchema.optional(),
    booking_team_phone_number: phoneNumberSchema.optional(),
    booking_team_email: optionalEmailSchema('Email').optional(),
    booking_team_additional_email: optionalEmailSchema('Email').optional(),
    disclaimer: z.array(z.string().trim().min(1).max(2000)).max(20).nullable().optional(),
  })
  .meta({ id: 'OperatorClientConfigurationUpdate' });
export type OperatorClientConfigurationUpdate = z.infer<typeof operatorClientConfigurationUpdateSchema>;

/** A client's message to an advisor or a booking, as staff list them. */
export const operatorAdvisorRequestSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['contact', 'booking']),
    user: z.string(),
    sent_by: z.string(),
    advisor: z.number().int().nullable(),
    preferred_date: z.string().nullable(),
    preferred_time: z.enum(PreferredTime).nullable(),
    text: z.string(),
    created: z.string(),
  })
  .meta({ id: 'OperatorAdvisorRequest' });
export type OperatorAdvisorRequest = z.infer<typeof operatorAdvisorRequestSchema>;
