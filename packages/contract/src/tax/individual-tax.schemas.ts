/**
 * A person's own tax details (spec 2 §3 Individual tax, §5 rules): the TFN with the ATO check
 * unless they have none, both residency answers, and for a resident of another country that
 * country and its tax identification number.
 */
import { z } from 'zod';
import { FORMATTED_INPUT_MAX_LENGTH } from '../fields/field-limits.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { tfnSchema } from '../fields/identifiers.js';
import { fieldHasIssue, optionalTextField } from '../fields/text-field.js';
import { optionalCountryCodeSchema } from '../lookups/lookups.schemas.js';
import { removeWhitespace } from '../validators/digits.js';
import { TIN_INPUT_MAX_LENGTH, TIN_MAX_LENGTH } from '../validators/identifier-lengths.js';
import { hasTinCharactersOnly } from '../validators/tin.js';

/**
 * Every field parses on its own without failing (a missing answer is null), so the rules below
 * always run together and each broken one lands on its field in the same answer.
 */
const answer = z.boolean().nullable().default(null);

export const individualTaxInputSchema = z
  .object({
    has_not_tfn: z.boolean().default(false),
    /** Checked below with the TFN rules unless has_not_tfn; bounded here either way. */
    tfn: z
      .string()
      .max(FORMATTED_INPUT_MAX_LENGTH, fieldSpecMessages.maxLength(FORMATTED_INPUT_MAX_LENGTH))
      .default(''),
    is_australian_tax_resident: answer,
    is_other_country_tax_resident: answer,
    /** Any country's number as typed, spaces dropped; a resident of another country gives digits (below). */
    tin: optionalTextField(TIN_INPUT_MAX_LENGTH, [[hasTinCharactersOnly, fieldSpecMessages.tinCharacters]], {
      normalise: removeWhitespace,
    }).default(''),
    country_of_residence: optionalCountryCodeSchema.default(''),
  })
  .superRefine((d, ctx) => {
    const problem = (path: string, message: string) => {
      if (!fieldHasIssue(ctx, path)) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (!d.has_not_tfn) {
      const tfn = tfnSchema.safeParse(d.tfn);
      if (!tfn.success) problem('tfn', tfn.error.issues[0]!.message);
    }
    if (d.is_australian_tax_resident === null) problem('is_australian_tax_resident', fieldSpecMessages.fieldRequired);
    if (d.is_other_country_tax_resident === null)
      problem('is_other_country_tax_resident', fieldSpecMessages.fieldRequired);
    if (d.is_other_country_tax_resident) {
      if (d.tin === '') problem('tin', fieldSpecMessages.fieldRequired);
      else if (!/^\d+$/.test(d.tin)) problem('tin', fieldSpecMessages.mustContainNumbersOnly);
      else if (d.tin.length > TIN_MAX_LENGTH) problem('tin', fieldSpecMessages.maxLength(TIN_MAX_LENGTH));
      if (d.country_of_residence === '') problem('country_of_residence', fieldSpecMessages.fieldRequired);
    }
  })
  .transform((d) => ({
    ...d,
    is_australian_tax_resident: d.is_australian_tax_resident === true,
    is_other_country_tax_resident: d.is_other_country_tax_resident === true,
    // A number entered and then "I do not have a TFN" ticked is not kept.
    tfn: d.has_not_tfn ? '' : d.tfn.replace(/\s+/g, ''),
    tin: d.is_other_country_tax_resident ? d.tin : '',
    country_of_residence: d.is_other_country_tax_resident ? d.country_of_residence : '',
  }))
  .meta({ id: 'IndividualTaxForm' });
export type IndividualTaxInput = z.input<typeof individualTaxInputSchema>;
export type IndividualTaxValues = z.output<typeof individualTaxInputSchema>;

export const individualTaxSchema = z
  .object({
    id: z.number().int(),
    has_not_tfn: z.boolean(),
    /** Only the last three digits travel back: the whole number is never shown again. */
    tfn_masked: z.string(),
    is_australian_tax_resident: z.boolean(),
    is_other_country_tax_resident: z.boolean(),
    tin: z.string(),
    country_of_residence: z.string(),
    can_edit: z.boolean(),
  })
  .meta({ id: 'IndividualTax' });
export type IndividualTax = z.infer<typeof individualTaxSchema>;
