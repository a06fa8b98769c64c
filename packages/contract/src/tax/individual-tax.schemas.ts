/**
 * A person's own tax details (spec 2 §3 Individual tax, §5 rules): the TFN with the ATO check
 * unless they have none, both residency answers, and for a resident of another country that
 * country and its tax identification number.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { fieldHasIssue } from '../fields/text-field.js';
import { optionalCountryCodeSchema } from '../lookups/lookups.schemas.js';
import {
  requiredTinProblem,
  storedTfn,
  taxAnswerField,
  tfnProblem,
  typedTfnField,
  typedTinField,
} from './tax-fields.js';

export const individualTaxInputSchema = z
  .object({
    has_not_tfn: z.boolean().default(false),
    tfn: typedTfnField(),
    is_australian_tax_resident: taxAnswerField(),
    is_other_country_tax_resident: taxAnswerField(),
    tin: typedTinField(),
    country_of_residence: optionalCountryCodeSchema.default(''),
  })
  .superRefine((d, ctx) => {
    const problem = (path: string, message: string) => {
      if (!fieldHasIssue(ctx, path)) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const tfn = d.has_not_tfn ? null : tfnProblem(d.tfn);
    if (tfn) problem('tfn', tfn);
    if (d.is_australian_tax_resident === null) problem('is_australian_tax_resident', fieldSpecMessages.fieldRequired);
    if (d.is_other_country_tax_resident === null)
      problem('is_other_country_tax_resident', fieldSpecMessages.fieldRequired);
    if (d.is_other_country_tax_resident) {
      const tin = requiredTinProblem(d.tin);
      if (tin) problem('tin', tin);
      if (d.country_of_residence === '') problem('country_of_residence', fieldSpecMessages.fieldRequired);
    }
  })
  .transform((d) => ({
    ...d,
    is_australian_tax_resident: d.is_australian_tax_resident === true,
    is_other_country_tax_resident: d.is_other_country_tax_resident === true,
    // A number entered and then "I do not have a TFN" ticked is not kept.
    tfn: storedTfn(d.has_not_tfn, d.tfn),
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
