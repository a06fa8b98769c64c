/**
 * The products' reference data, kept by the operator (issue #20): loan note types, the products
 * and note types each company application offers, asset allocation categories and their
 * investment options, sources of funds, accounting methods and the industry classification.
 *
 * Two shapes: the reference file the operator imports (`referenceFileSchema`, one JSON document
 * with a section per kind, documented in apps/server/src/modules/product-reference/README.md),
 * and what the screens read (`/api/ipm/...`, the `*Schema`s below it).
 */
import { z } from 'zod';
import { MAX_RECORD_ID } from '../fields/record-id.js';
import { DEFAULT_ACCOUNTING_METHOD } from '../portfolio-application/portfolio-application.enums.js';
import { AT_CALL_LOAN_NOTE_TERM_HOURS } from './products.constants.js';
import { Frequency, IndustryLevel, InterestType, NoteTermUnit, ProductKey } from './products.enums.js';
import { ReferenceFileMessages } from './products.messages.js';

// ---------------------------------------------------------------------------------------------
// The reference file

/** Limits of the file: far above a real catalogue, low enough that a wrong file is refused quickly. */
export const ReferenceFileLimits = {
  keyMaxLength: 50,
  nameMaxLength: 200,
  descriptionMaxLength: 1000,
  entriesPerSection: 500,
  /** Months: 50 years. */
  termMaxMonths: 600,
  /** Bytes of the JSON body the operator route takes. */
  maxBytes: 2 * 1024 * 1024,
} as const;

const key = z
  .string({ error: ReferenceFileMessages.keyFormat })
  .regex(
    new RegExp(`^[a-z0-9][a-z0-9_-]{0,${ReferenceFileLimits.keyMaxLength - 1}}$`),
    ReferenceFileMessages.keyFormat,
  );
const name = z
  .string({ error: ReferenceFileMessages.nameRequired })
  .trim()
  .min(1, ReferenceFileMessages.nameRequired)
  .max(ReferenceFileLimits.nameMaxLength, ReferenceFileMessages.tooLong(ReferenceFileLimits.nameMaxLength));
const colour = z
  .string({ error: ReferenceFileMessages.colourFormat })
  .regex(/^#[0-9a-fA-F]{6}$/, ReferenceFileMessages.colourFormat);
/** A percentage as text, up to 3 decimals: rates and shares are decimals, never floats. */
const percentText = (decimals: number, max: number) => {
  const format = new RegExp(`^\\d{1,3}(\\.\\d{1,${decimals}})?$`);
  return z
    .string({ error: ReferenceFileMessages.percentFormat(decimals) })
    .regex(format, ReferenceFileMessages.percentFormat(decimals))
    .refine((value) => !format.test(value) || Number(value) <= max, ReferenceFileMessages.percentAtMost(max));
};
const section = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry, { error: ReferenceFileMessages.sectionList })
    .max(
      ReferenceFileLimits.entriesPerSection,
      ReferenceFileMessages.tooManyEntries(ReferenceFileLimits.entriesPerSection),
    );

export const referenceNoteTypeEntrySchema = z
  .strictObject({
    key,
    term: z
      .number({ error: ReferenceFileMessages.termWhole })
      .int(ReferenceFileMessages.termWhole)
      .positive(ReferenceFileMessages.termWhole),
    term_unit: z.enum(NoteTermUnit, { error: ReferenceFileMessages.termUnit }),
    interest_type: z.enum(InterestType, { error: ReferenceFileMessages.interestType }),
    /** Percent a year, as text: "5.25". */
    interest_rate: percentText(3, 100),
    active: z.boolean({ error: ReferenceFileMessages.trueOrFalse }),
  })
  .superRefine((entry, ctx) => {
    if (entry.term_unit === NoteTermUnit.hours && entry.term !== AT_CALL_LOAN_NOTE_TERM_HOURS)
      ctx.addIssue({ code: 'custom', path: ['term'], message: ReferenceFileMessages.hoursTerm });
    if (entry.term_unit === NoteTermUnit.months && entry.term > ReferenceFileLimits.termMaxMonths)
      ctx.addIssue({
        code: 'custom',
        path: ['term'],
        message: ReferenceFileMessages.termAtMost(ReferenceFileLimits.termMaxMonths),
      });
  });

export const referenceApplicationEntrySchema = z.strictObject({
  /** The company application: its id, or the product key it serves (the default one when several do). */
  application: z.union([z.number().int().positive(), z.enum(ProductKey)], { error: ReferenceFileMessages.application }),
  /** What the application offers: icf (loan notes), ipm (the private portfolio). */
  products: z
    .array(z.enum([ProductKey.icf, ProductKey.ipm], { error: ReferenceFileMessages.productKey }), {
      error: ReferenceFileMessages.sectionList,
    })
    // Each product once at most; the bound keeps every list a route takes finite.
    .max(2),
  /** Keys of `note_types` this application offers, in the order its screens list them. */
  note_types: z.array(key, { error: ReferenceFileMessages.sectionList }).max(ReferenceFileLimits.entriesPerSection),
});

export const referenceInvestmentOptionEntrySchema = z.strictObject({
  key,
  name,
  color: colour,
  /** The least share of the portfolio, in percent, an allocation must give the option ("2.00" for cash). */
  min_value: percentText(2, 100),
  is_custom_strategies_available: z.boolean({ error: ReferenceFileMessages.trueOrFalse }),
  /** The label the option takes when tailored to the client ('Tailored Australian Equity'); null when it cannot be. */
  tailored_label: name.nullable(),
  /**
   * Percent a year, as text with up to 4 decimals ("0.8500"); null (or left out) when the option
   * charges none. The booklet states them, and a custom strategy shows its option's.
   */
  portfolio_management_fee: percentText(4, 100).nullable().default(null),
  investment_management_fee: percentText(4, 100).nullable().default(null),
});

export const referenceCategoryEntrySchema = z.strictObject({
  key,
  name,
  color: colour,
  investment_options: section(referenceInvestmentOptionEntrySchema),
});

export const referenceSourceOfFundsEntrySchema = z.strictObject({
  key,
  name,
  /** The 'Other' source: the investor describes it in text (spec 2 §5). */
  is_other: z.boolean({ error: ReferenceFileMessages.trueOrFalse }),
});

export const referenceAccountingMethodEntrySchema = z.strictObject({
  key,
  name,
  description: z
    .string({ error: ReferenceFileMessages.nameRequired })
    .max(
      ReferenceFileLimits.descriptionMaxLength,
      ReferenceFileMessages.tooLong(ReferenceFileLimits.descriptionMaxLength),
    ),
});

const industryNode = <T extends z.ZodRawShape>(children: T) => z.strictObject({ code: key, name, ...children });
export const referenceSubIndustryEntrySchema = industryNode({});
export const referenceIndustryEntrySchema = industryNode({
  sub_industries: section(referenceSubIndustryEntrySchema).min(1, ReferenceFileMessages.noChildren('sub_industries')),
});
export const referenceIndustryGroupEntrySchema = industryNode({
  industries: section(referenceIndustryEntrySchema).min(1, ReferenceFileMessages.noChildren('industries')),
});
export const referenceSectorEntrySchema = industryNode({
  industry_groups: section(referenceIndustryGroupEntrySchema).min(
    1,
    ReferenceFileMessages.noChildren('industry_groups'),
  ),
});

type Path = Array<string | number>;

/** Each value seen once; a repeat is named at its own path. */
function unique(
  ctx: z.RefinementCtx,
  entries: Array<{ value: string; path: Path }>,
  message: (value: string) => string,
) {
  const seen = new Set<string>();
  for (const { value, path } of entries) {
    if (seen.has(value)) ctx.addIssue({ code: 'custom', path, message: message(value) });
    seen.add(value);
  }
}

/** The file's sections, each entry checked on its own (`referenceFileSchema` adds the checks across entries). */
const referenceFileShape = z.strictObject(
  {
    note_types: section(referenceNoteTypeEntrySchema),
    applications: section(referenceApplicationEntrySchema),
    asset_allocation_categories: section(referenceCategoryEntrySchema),
    sources_of_funds: section(referenceSourceOfFundsEntrySchema),
    accounting_methods: section(referenceAccountingMethodEntrySchema),
    sectors: section(referenceSectorEntrySchema),
  },
  { error: ReferenceFileMessages.notAnObject },
);

/** The reference data as stored, in the file's layout (what the operator's GET answers). */
export const referenceDataSchema = referenceFileShape.meta({
  id: 'ReferenceData',
  description: 'The products’ reference data in the reference file’s layout: edit it and import it again.',
});

export const referenceFileSchema = referenceFileShape
  .superRefine((file, ctx) => {
    const keyed = (name: string, list: Array<{ key: string }>) =>
      list.map((e, i) => ({ value: e.key, path: [name, i, 'key'] }));
    unique(ctx, keyed('note_types', file.note_types), ReferenceFileMessages.repeatedKey);
    unique(
      ctx,
      keyed('asset_allocation_categories', file.asset_allocation_categories),
      ReferenceFileMessages.repeatedKey,
    );
    unique(ctx, keyed('sources_of_funds', file.sources_of_funds), ReferenceFileMessages.repeatedKey);
    unique(ctx, keyed('accounting_methods', file.accounting_methods), ReferenceFileMessages.repeatedKey);
    unique(
      ctx,
      file.asset_allocation_categories.flatMap((c, i) =>
        c.investment_options.map((o, j) => ({
          value: o.key,
          path: ['asset_allocation_categories', i, 'investment_options', j, 'key'],
        })),
      ),
      ReferenceFileMessages.repeatedKey,
    );
    unique(
      ctx,
      file.sectors.flatMap((s, i) => [
        { value: s.code, path: ['sectors', i, 'code'] },
        ...s.industry_groups.flatMap((g, j) => [
          { value: g.code, path: ['sectors', i, 'industry_groups', j, 'code'] },
          ...g.industries.flatMap((n, k) => [
            { value: n.code, path: ['sectors', i, 'industry_groups', j, 'industries', k, 'code'] },
            ...n.sub_industries.map((u, l) => ({
              value: u.code,
              path: ['sectors', i, 'industry_groups', j, 'industries', k, 'sub_industries', l, 'code'],
            })),
          ]),
        ]),
      ]),
      ReferenceFileMessages.repeatedCode,
    );
    unique(
      ctx,
      file.applications.map((a, i) => ({ value: String(a.application), path: ['applications', i, 'application'] })),
      ReferenceFileMessages.repeatedApplication,
    );
    if (!file.accounting_methods.some((m) => m.key === DEFAULT_ACCOUNTING_METHOD))
      ctx.addIssue({
        code: 'custom',
        path: ['accounting_methods'],
        message: ReferenceFileMessages.defaultAccountingMethod(DEFAULT_ACCOUNTING_METHOD),
      });
    if (file.sources_of_funds.filter((s) => s.is_other).length > 1)
      ctx.addIssue({ code: 'custom', path: ['sources_of_funds'], message: ReferenceFileMessages.oneOtherSource });
    const noteTypes = new Set(file.note_types.map((n) => n.key));
    file.applications.forEach((app, i) => {
      unique(
        ctx,
        app.products.map((p, j) => ({ value: p, path: ['applications', i, 'products', j] })),
        ReferenceFileMessages.repeatedProduct,
      );
      unique(
        ctx,
        app.note_types.map((n, j) => ({ value: n, path: ['applications', i, 'note_types', j] })),
        ReferenceFileMessages.repeatedKey,
      );
      app.note_types.forEach((noteType, j) => {
        if (!noteTypes.has(noteType))
          ctx.addIssue({
            code: 'custom',
            path: ['applications', i, 'note_types', j],
            message: ReferenceFileMessages.unknownNoteType(noteType),
          });
      });
      if (app.note_types.length > 0 && !app.products.includes(ProductKey.icf))
        ctx.addIssue({
          code: 'custom',
          path: ['applications', i, 'note_types'],
          message: ReferenceFileMessages.noteTypesNeedIcf,
        });
    });
  })
  .meta({
    id: 'ReferenceFile',
    description: 'The products’ reference data, a section per kind (see the product-reference README).',
  });
export type ReferenceFile = z.infer<typeof referenceFileSchema>;

/** A zod issue path as the operator reads it: ['note_types', 3, 'interest_rate'] -> 'note_types[3].interest_rate'. */
export function referencePath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  );
}

/**
 * A refused file's problems by path, as the operator reads them; an unknown field is named at its
 * own path ('note_types[0].colour'), the file's root is ''.
 */
export function referenceFileProblems(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const field of issue.keys)
        (problems[referencePath([...issue.path, field])] ??= []).push(ReferenceFileMessages.unknownField);
      continue;
    }
    (problems[referencePath(issue.path)] ??= []).push(issue.message);
  }
  return problems;
}

export const referenceImportResultSchema = z
  .object({
    /** Per section: entries added, changed, left as they were, removed, and (in use elsewhere) deactivated. */
    sections: z.record(
      z.string(),
      z.object({
        added: z.number().int(),
        updated: z.number().int(),
        unchanged: z.number().int(),
        removed: z.number().int(),
        deactivated: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ReferenceImportResult' });
export type ReferenceImportResult = z.infer<typeof referenceImportResultSchema>;

// ---------------------------------------------------------------------------------------------
// What the screens read

const list = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.null(), previous: z.null(), results: z.array(item) });

export const noteTypesQuerySchema = z.object({
  account: z.coerce
    .number({ error: ReferenceFileMessages.accountRequired })
    .int(ReferenceFileMessages.accountRequired)
    .positive(ReferenceFileMessages.accountRequired)
    .max(MAX_RECORD_ID, ReferenceFileMessages.accountRequired),
});

export const noteTypeSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    term: z.number().int(),
    term_unit: z.enum(NoteTermUnit),
    interest_type: z.enum(InterestType),
    /** Percent a year, as decimal text: "5.250". */
    interest_rate: z.string(),
    active: z.boolean(),
    /** The term as the screens show it: '48-hour at call', '6 months', '2 years'. */
    label: z.string(),
    /** How often interest is paid: monthly for the 48-hour note, quarterly for the others. */
    interest_frequency: z.enum(Frequency),
    is_at_call: z.boolean(),
  })
  .meta({ id: 'NoteType' });
export type NoteType = z.infer<typeof noteTypeSchema>;
export const noteTypeListSchema = list(noteTypeSchema).meta({ id: 'NoteTypeList' });

export const sourceOfFundsSchema = z
  .object({ id: z.number().int(), key: z.string(), name: z.string(), is_other: z.boolean() })
  .meta({ id: 'SourceOfFunds' });
export type SourceOfFunds = z.infer<typeof sourceOfFundsSchema>;
export const sourceOfFundsListSchema = list(sourceOfFundsSchema).meta({ id: 'SourceOfFundsList' });

export const accountingMethodSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    /** minimise_gain: what a new portfolio application starts with. */
    is_default: z.boolean(),
  })
  .meta({ id: 'AccountingMethod' });
export type AccountingMethod = z.infer<typeof accountingMethodSchema>;
export const accountingMethodListSchema = list(accountingMethodSchema).meta({ id: 'AccountingMethodList' });

export const investmentOptionChoiceSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    color: z.string(),
    /** The least share of the portfolio, in percent with 2 decimals, an allocation gives the option. */
    min_value: z.string(),
    is_custom_strategies_available: z.boolean(),
    tailored_label: z.string().nullable(),
    /** Percent a year with 4 decimals ('0.8500'); null when the option charges none. */
    portfolio_management_fee: z.string().nullable(),
    investment_management_fee: z.string().nullable(),
  })
  .meta({ id: 'InvestmentOptionChoice' });
export type InvestmentOptionChoice = z.infer<typeof investmentOptionChoiceSchema>;

export const assetAllocationCategorySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    color: z.string(),
    investment_options: z.array(investmentOptionChoiceSchema),
  })
  .meta({ id: 'AssetAllocationCategory' });
export type AssetAllocationCategory = z.infer<typeof assetAllocationCategorySchema>;
export const assetAllocationCategoryListSchema = list(assetAllocationCategorySchema).meta({
  id: 'AssetAllocationCategoryList',
});

export const tailoredLabelSchema = z
  .object({
    /** The investment option's id. */
    investment_option: z.number().int(),
    key: z.string(),
    name: z.string(),
    tailored_label: z.string(),
  })
  .meta({ id: 'TailoredLabel' });
export type TailoredLabel = z.infer<typeof tailoredLabelSchema>;
export const tailoredLabelListSchema = list(tailoredLabelSchema).meta({ id: 'TailoredLabelList' });

export const industryClassificationSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    level: z.enum(IndustryLevel),
    /** The node one level up; null for a sector. */
    parent: z.number().int().nullable(),
    /** A sub-industry: restrictions are stored on leaves (spec 2 §3 Industry restriction). */
    is_leaf: z.boolean(),
  })
  .meta({ id: 'IndustryClassification' });
export type IndustryClassification = z.infer<typeof industryClassificationSchema>;
/** The whole tree in order: each sector, then its groups, each followed by its industries and their sub-industries. */
export const industryClassificationListSchema = list(industryClassificationSchema).meta({
  id: 'IndustryClassificationList',
});

export const applicationProductsSchema = z
  .object({ application: z.number().int(), products: z.array(z.enum(ProductKey)) })
  .meta({ id: 'ApplicationProducts' });
export type ApplicationProducts = z.infer<typeof applicationProductsSchema>;
