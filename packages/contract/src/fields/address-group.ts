/**
 * An address as a group of fields (spec 1 §3 contact details' postal address, spec 2 §3 and §5
 * company details' addresses): a country, one address line, a suburb, a state and a post code.
 * The postal address of the contact details and the three addresses of company details are the
 * same group, with the same limits and rules, so each is validated as one address group.
 */
import { z } from 'zod';
import { PersonalDetailLimits } from '../identity/identity.constants.js';
import { countryCodeSchema } from '../lookups/lookups.schemas.js';
import { fieldSpecMessages } from './fields.messages.js';
import { fieldHasIssue, optionalTextField, requiredTextField } from './text-field.js';

/** Where an address's state is one of the listed states and territories (and so required). */
export const COUNTRY_WITH_STATES = 'AU';

/** The group's fields, for a form that adds its own beside them (the contact details' channel). */
export const addressGroupFields = {
  country: countryCodeSchema,
  address_line_1: requiredTextField(PersonalDetailLimits.addressLineMaxLength),
  suburb: requiredTextField(PersonalDetailLimits.suburbMaxLength),
  state: optionalTextField(PersonalDetailLimits.stateMaxLength).default(''),
  post_code: requiredTextField(PersonalDetailLimits.postCodeMaxLength),
};

/**
 * One address group: every part required but the state, which an Australian address must give
 * (the form picks it from the list there; elsewhere it is free text and may be empty).
 */
export const addressGroupSchema = z
  .object(addressGroupFields, { error: fieldSpecMessages.fieldRequired })
  .superRefine((address, ctx) => {
    if (address.country === COUNTRY_WITH_STATES && address.state === '' && !fieldHasIssue(ctx, 'state')) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: fieldSpecMessages.fieldRequired });
    }
  })
  .meta({ id: 'AddressGroupForm' });
export type AddressGroupInput = z.input<typeof addressGroupSchema>;

/** A saved address group as the API answers it. */
export const savedAddressGroupSchema = z
  .object({
    country: z.string(),
    address_line_1: z.string(),
    suburb: z.string(),
    state: z.string(),
    post_code: z.string(),
  })
  .meta({ id: 'AddressGroup' });
export type AddressGroup = z.infer<typeof savedAddressGroupSchema>;

/** An empty group for a form to start from. */
export function emptyAddressGroup(country = COUNTRY_WITH_STATES): AddressGroup {
  return { country, address_line_1: '', suburb: '', state: '', post_code: '' };
}
