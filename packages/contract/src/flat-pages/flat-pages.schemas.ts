/**
 * Flat pages (spec 1 §7 /flatpages/, §2 legal list and page, help, the flat-page modal): terms,
 * privacy policy, help and the other legal text, stored as Markdown. Public: the terms are read
 * before anyone has an account. A brand (company application) may have its own page for a slug;
 * otherwise the global page with that slug serves it.
 */
import { z } from 'zod';
import { pageSchema } from '../pagination/pagination.schemas.js';

/** Slugs: lower-case words joined by hyphens, as in the page addresses (/account/legal/{slug}/). */
export const FLAT_PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FLAT_PAGE_SLUG_MAX_LENGTH = 100;

export const flatPageSlugSchema = z
  .string()
  .max(FLAT_PAGE_SLUG_MAX_LENGTH)
  .regex(FLAT_PAGE_SLUG_PATTERN, 'This page address is not valid.');

/**
 * What a link asks for when it does not know a brand's slug ("the terms" from a sign-up form):
 * /flatpages/{target}/alt-detail/ resolves the target to its page, the brand's own first.
 */
export const FlatPageTarget = {
  terms: 'terms',
  privacy: 'privacy',
  help: 'help',
  financial_services_guide: 'financial-services-guide',
} as const;
export type FlatPageTarget = (typeof FlatPageTarget)[keyof typeof FlatPageTarget];

/** The slug each target stands for; seeded pages use these slugs. */
export const FLAT_PAGE_SLUG_BY_TARGET: Record<FlatPageTarget, string> = {
  terms: 'terms-and-conditions',
  privacy: 'privacy-policy',
  help: 'help',
  'financial-services-guide': 'financial-services-guide',
};

export const flatPageSummarySchema = z
  .object({ slug: z.string(), title: z.string(), is_legal: z.boolean() })
  .meta({ id: 'FlatPageSummary' });
export type FlatPageSummary = z.infer<typeof flatPageSummarySchema>;

export const flatPageListSchema = pageSchema(flatPageSummarySchema).meta({ id: 'FlatPageList' });

export const flatPageListQuerySchema = z.object({
  /** 'true' lists only the legal pages (the legal list screen). */
  is_legal: z.enum(['true', 'false']).optional(),
});

export const flatPageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    /** Markdown, rendered by the browser without raw HTML. */
    content: z.string(),
    is_legal: z.boolean(),
    /** ISO date-time of the last change. */
    updated: z.string(),
  })
  .meta({ id: 'FlatPage' });
export type FlatPage = z.infer<typeof flatPageSchema>;
