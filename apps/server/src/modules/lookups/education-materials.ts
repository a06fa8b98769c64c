import {
  educationCategorySchema,
  educationMaterialSchema,
  type EducationCategory,
  type EducationMaterial,
} from '@portal/contract';
import { z } from 'zod';
import file from './data/education-materials.json' with { type: 'json' };
import { readReferenceFile, uniqueListOf } from './reference-file.js';

/** The file nests each category's materials, so a material cannot name a category that is not there. */
const fileSchema = z.object({
  categories: uniqueListOf(
    educationCategorySchema.omit({ materials_count: true }).extend({
      materials: z.array(educationMaterialSchema.omit({ category: true })),
    }),
    'id',
  ),
});

const { categories } = readReferenceFile('education-materials.json', fileSchema, file);

export const EDUCATION_CATEGORIES: readonly EducationCategory[] = categories.map(({ materials, ...category }) => ({
  ...category,
  materials_count: materials.length,
}));

/** Every material with its category's id, category by category in the file's order. */
export const EDUCATION_MATERIALS: readonly EducationMaterial[] = readReferenceFile(
  'education-materials.json',
  uniqueListOf(educationMaterialSchema, 'id'),
  categories.flatMap(({ id, materials }) => materials.map((material) => ({ ...material, category: id }))),
);
