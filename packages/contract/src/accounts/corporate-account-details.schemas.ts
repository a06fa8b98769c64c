/**
 * Company or corporate trustee details (spec 2 §2 screen, §3 entity, §5 Corporate details rules,
 * §7 corporate-account-details calls): whether investing is the company's primary activity or else
 * what it does, and three addresses: the registered office, the principal place of business and the
 * postal address. One source for the form and the route.
 *
 * Ours: the principal place and the postal address may each be "the same as the registered office",
 * sent as null; the saved details then hold a copy of the office and say it was the same.
 */
import { z } from 'zod';
import { addressGroupSchema, savedAddressGroupSchema } from '../fields/address-group.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { fieldHasIssue, optionalTextField } from '../fields/text-field.js';
import { AccountSetupLimits } from './accounts.constants.js';

/** The form's labels (spec 2 §2), shared by the form and its tests. */
export const CorporateAccountDetailsLabels = {
  isInvestingPrimaryActivity: 'Is investing the company’s primary activity?',
  natureOfActivity: 'Nature of activity',
  officeAddress: 'Registered office address',
  principalPlaceAddress: 'Principal place of business',
  postalAddress: 'Postal address',
  /** The "same as the office" boxes: named apart, since both sit on one page. */
  principalPlaceSameAsOffice: 'The principal place of business is the registered office',
  postalSameAsOffice: 'The postal address is the registered office address',
} as const;

/** The form's title: a company's own details, or those of an SMSF's or trust's corporate trustee. */
export const CorporateAccountDetailsTitle = {
  company: 'Company details',
  corporateTrustee: 'Corporate trustee details',
} as const;

const required = fieldSpecMessages.fieldRequired;

/**
 * POST and PATCH /api/accounts/{id}/corporate-account-details/ (spec 2 §5 Corporate details):
 * - is_investing_primary_activity is a required yes/no;
 * - nature_of_activity: at most 30 characters, required when investing is not the primary activity;
 * - office_address, principal_place_address and postal_address are address groups (every part
 *   required but a non-Australian state); the last two may be null: the same as the office.
 * Its output applies spec 2 §4's clearing as trust details do: investing as the primary activity
 * clears the nature of activity. An address sent as null becomes a copy of the office.
 */
export const corporateAccountDetailsInputSchema = z
  .object({
    is_investing_primary_activity: z.boolean().nullable().default(null),
    nature_of_activity: optionalTextField(AccountSetupLimits.natureOfActivityMaxLength).default(''),
    office_address: addressGroupSchema,
    principal_place_address: addressGroupSchema.nullable(),
    postal_address: addressGroupSchema.nullable(),
  })
  .superRefine((d, ctx) => {
    const missing = (field: keyof typeof d) => {
      if (!fieldHasIssue(ctx, field)) ctx.addIssue({ code: 'custom', path: [field], message: required });
    };
    if (d.is_investing_primary_activity === null) missing('is_investing_primary_activity');
    if (d.is_investing_primary_activity === false && d.nature_of_activity === '') missing('nature_of_activity');
  })
  .transform((d) => ({
    is_investing_primary_activity: d.is_investing_primary_activity === true,
    nature_of_activity: d.is_investing_primary_activity === true ? '' : d.nature_of_activity,
    office_address: d.office_address,
    principal_place_address: d.principal_place_address ?? d.office_address,
    principal_place_same_as_office: d.principal_place_address === null,
    postal_address: d.postal_address ?? d.office_address,
    postal_same_as_office: d.postal_address === null,
  }))
  .meta({ id: 'CorporateAccountDetailsForm' });
export type CorporateAccountDetailsInput = z.input<typeof corporateAccountDetailsInputSchema>;
export type CorporateAccountDetailsValues = z.output<typeof corporateAccountDetailsInputSchema>;

/** Saved company details as GET, POST and PATCH answer them: each address in full. */
export const corporateAccountDetailsSchema = z
  .object({
    account_id: z.number().int(),
    is_investing_primary_activity: z.boolean(),
    nature_of_activity: z.string(),
    office_address: savedAddressGroupSchema,
    principal_place_address: savedAddressGroupSchema,
    /** The principal place was given as "same as the registered office". */
    principal_place_same_as_office: z.boolean(),
    postal_address: savedAddressGroupSchema,
    postal_same_as_office: z.boolean(),
  })
  .meta({ id: 'CorporateAccountDetails' });
export type CorporateAccountDetails = z.infer<typeof corporateAccountDetailsSchema>;
