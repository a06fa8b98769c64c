/**
 * A corporate account's tax details (spec 2 §2 Corporate tax details, §3 Corporate tax, §5
 * Corporate tax rules, §7 corporate-tax calls): for a company, or an SMSF or trust whose trustee
 * is a company (`takesAcn`). The entity's TFN with the ATO check unless it has none, its ABN
 * (optional, checked), whether it is a foreign entity and then its country and tax
 * identification number, and its tax category. One source for the form and the route.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { optionalAbnSchema } from '../fields/identifiers.js';
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

/**
 * Kinds of entity for tax (spec 2 §7 corporate-tax-categories). Ours: the spec names the call
 * without listing its answer, so these are the usual Australian entity tax categories.
 */
export const CorporateTaxCategory = {
  australian_public_company: 'australian_public_company',
  australian_private_company: 'australian_private_company',
  superannuation_fund_trustee: 'superannuation_fund_trustee',
  trust_trustee: 'trust_trustee',
  foreign_company: 'foreign_company',
  other: 'other',
} as const;
export type CorporateTaxCategory = (typeof CorporateTaxCategory)[keyof typeof CorporateTaxCategory];

export const CorporateTaxCategoryLabel = {
  australian_public_company: 'Australian public company',
  australian_private_company: 'Australian private company',
  superannuation_fund_trustee: 'Trustee of a superannuation fund',
  trust_trustee: 'Trustee of a trust',
  foreign_company: 'Foreign company',
  other: 'Other',
} as const satisfies Record<CorporateTaxCategory, string>;

/** The corporate tax form's labels, shared by the form and its tests. */
export const CorporateTaxLabels = {
  tfn: 'Entity tax file number (TFN)',
  hasNotTfn: 'The entity does not have a TFN',
  abn: 'Australian business number (ABN)',
  isForeignEntity: 'Is the entity a foreign entity for tax purposes?',
  country: 'Country of tax residence',
  tin: 'Tax identification number (TIN)',
  category: 'Tax category',
} as const;

/** The individual tax form's labels on the account's tax screen, shared by the form and its tests. */
export const IndividualTaxLabels = {
  tfn: 'Tax file number (TFN)',
  hasNotTfn: 'I do not have a TFN',
  isAustralianTaxResident: 'Are you an Australian resident for tax purposes?',
  isOtherCountryTaxResident: 'Are you a resident of another country for tax purposes?',
  countryOfResidence: 'Country of tax residence',
  tin: 'Tax identification number (TIN)',
} as const;

/**
 * POST and PATCH /api/accounts/{id}/corporate-tax/ (spec 2 §5 Corporate tax), each rule on its field:
 * - tfn: digits only, 8 or 9 of them ('TFN must contain 8 or 9 digits'), the ATO check; required
 *   unless has_not_tfn;
 * - abn: optional; once typed, 11 digits with the ABN check ('is not valid');
 * - is_foreign_entity: a required yes/no;
 * - tin: for a foreign entity, required, digits only, at most 18;
 * - country: for a foreign entity, required (ISO code; the server checks it is on the list);
 * - category: required.
 * Its output drops what a hidden field held: the TFN when there is none, the TIN and country of
 * an entity that is not foreign.
 */
export const corporateTaxInputSchema = z
  .object({
    has_not_tfn: z.boolean().default(false),
    tfn: typedTfnField(),
    abn: optionalAbnSchema.default(''),
    is_foreign_entity: taxAnswerField(),
    tin: typedTinField(),
    country: optionalCountryCodeSchema.default(''),
    category: z.enum(CorporateTaxCategory).or(z.literal('')).default(''),
  })
  .superRefine((d, ctx) => {
    const problem = (path: string, message: string) => {
      if (!fieldHasIssue(ctx, path)) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const tfn = d.has_not_tfn ? null : tfnProblem(d.tfn);
    if (tfn) problem('tfn', tfn);
    if (d.is_foreign_entity === null) problem('is_foreign_entity', fieldSpecMessages.fieldRequired);
    if (d.is_foreign_entity) {
      const tin = requiredTinProblem(d.tin);
      if (tin) problem('tin', tin);
      if (d.country === '') problem('country', fieldSpecMessages.fieldRequired);
    }
    if (d.category === '') problem('category', fieldSpecMessages.fieldRequired);
  })
  .transform((d) => ({
    has_not_tfn: d.has_not_tfn,
    // A number typed and then "does not have a TFN" ticked is not kept.
    tfn: storedTfn(d.has_not_tfn, d.tfn),
    abn: d.abn,
    is_foreign_entity: d.is_foreign_entity === true,
    tin: d.is_foreign_entity === true ? d.tin : '',
    country: d.is_foreign_entity === true ? d.country : '',
    // Checked above: '' never gets this far.
    category: d.category as CorporateTaxCategory,
  }))
  .meta({ id: 'CorporateTaxForm' });
export type CorporateTaxInput = z.input<typeof corporateTaxInputSchema>;
export type CorporateTaxValues = z.output<typeof corporateTaxInputSchema>;

/** Saved corporate tax details as GET, POST and PATCH answer them. */
export const corporateTaxSchema = z
  .object({
    account_id: z.number().int(),
    has_not_tfn: z.boolean(),
    /** Only the last three digits travel back: the whole number is never shown again. */
    tfn_masked: z.string(),
    abn: z.string(),
    is_foreign_entity: z.boolean(),
    tin: z.string(),
    country: z.string(),
    category: z.enum(CorporateTaxCategory),
    category_display: z.string(),
    /** Whether the signed-in person may change them (signing authority on the account). */
    can_edit: z.boolean(),
  })
  .meta({ id: 'CorporateTax' });
export type CorporateTax = z.infer<typeof corporateTaxSchema>;

/** GET /api/accounts/corporate-tax-categories/: the categories the form offers, in its order. */
export const corporateTaxCategoryOptionSchema = z
  .object({ id: z.enum(CorporateTaxCategory), name: z.string() })
  .meta({ id: 'CorporateTaxCategoryOption' });
export type CorporateTaxCategoryOption = z.infer<typeof corporateTaxCategoryOptionSchema>;
export const corporateTaxCategoriesSchema = z
  .array(corporateTaxCategoryOptionSchema)
  .meta({ id: 'CorporateTaxCategories' });

export function corporateTaxCategoryOptions(): CorporateTaxCategoryOption[] {
  return Object.values(CorporateTaxCategory).map((id) => ({ id, name: CorporateTaxCategoryLabel[id] }));
}
