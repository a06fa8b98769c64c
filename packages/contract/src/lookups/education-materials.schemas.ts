/**
 * Educational material for investors (spec 1 §3 "education attachments", §7 /categories/ and
 * /materials/ with {id}): guides grouped into categories, each a link to a page the provider
 * chose, mostly the regulators' own (Moneysmart, the ATO).
 */
import { z } from 'zod';
import { recordIdParamSchema } from '../fields/record-id.js';
import { lookupPageQuerySchema } from './lookups.schemas.js';

export const educationCategorySchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    description: z.string(),
    /** How many materials the category holds, so a menu can leave out an empty one. */
    materials_count: z.number().int().min(0),
  })
  .meta({ id: 'EducationCategory' });
export type EducationCategory = z.infer<typeof educationCategorySchema>;

export const educationMaterialSchema = z
  .object({
    id: z.number().int().positive(),
    /** The category's id. */
    category: z.number().int().positive(),
    title: z.string().min(1),
    description: z.string(),
    /** Where the material is read: an https page. */
    url: z.url({ protocol: /^https$/ }),
  })
  .meta({ id: 'EducationMaterial' });
export type EducationMaterial = z.infer<typeof educationMaterialSchema>;

/** `category` narrows the materials to one category; an id no category has is refused on the field. */
export const educationMaterialsQuerySchema = lookupPageQuerySchema.extend({
  category: recordIdParamSchema.optional(),
});
export type EducationMaterialsQuery = z.infer<typeof educationMaterialsQuerySchema>;
