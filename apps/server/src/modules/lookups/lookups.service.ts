import type {
  AddressSuggestion,
  AuState,
  AuStateMapping,
  City,
  Country,
  EducationCategory,
  EducationMaterial,
  FinancialYear,
  NameTitle,
  Region,
  SecondaryDocumentType,
  VerificationDocumentType,
} from '@portal/contract';
import type { AddressLookup } from '../../platform/address-lookup/address-lookup.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { AU_STATES } from './au-states.js';
import { citiesMatching } from './cities.js';
import { COUNTRIES, isCountryCode } from './countries.js';
import { EDUCATION_CATEGORIES, EDUCATION_MATERIALS } from './education-materials.js';
import { financialYearsUpTo } from './financial-years.js';
import { isGenderId } from './genders.js';
import { nameTitlesFor } from './name-titles.js';
import { regionsOf } from './regions.js';
import { SECONDARY_DOCUMENT_TYPES } from './secondary-document-types.js';

/** Ours: the documents quote no message for a choice outside the list. */
export const INVALID_CHOICE = 'Select a valid choice';

/** Reference lists and address suggestions. The lists are constants; only the address search leaves the process. */
export class LookupsService {
  constructor(private readonly addresses: AddressLookup) {}

  /** Countries whose name or code contains the search text, keeping the preferred order. */
  countries(search?: string): readonly Country[] {
    const text = search?.trim().toLowerCase();
    if (!text) return COUNTRIES;
    return COUNTRIES.filter((c) => c.name.toLowerCase().includes(text) || c.code.toLowerCase() === text);
  }

  regions(country: string): readonly Region[] {
    if (!isCountryCode(country)) throw FieldValidationError.field('country', INVALID_CHOICE);
    return regionsOf(country);
  }

  auStateMapping(): AuStateMapping {
    return Object.fromEntries(AU_STATES.map((s) => [s.code, s.name])) as AuStateMapping;
  }

  nameTitles(gender?: number): NameTitle[] {
    if (gender === undefined) return nameTitlesFor();
    if (!isGenderId(gender)) throw FieldValidationError.field('gender', INVALID_CHOICE);
    return nameTitlesFor(gender);
  }

  /** The secondary document types, narrowed to `available` when it names any. */
  secondaryDocumentTypes(available: readonly VerificationDocumentType[]): SecondaryDocumentType[] {
    return SECONDARY_DOCUMENT_TYPES.filter((t) => available.length === 0 || available.includes(t.document_type));
  }

  searchAddresses(query: string): Promise<AddressSuggestion[]> {
    return this.addresses.search(query);
  }

  cities(state?: AuState, search?: string): readonly City[] {
    return citiesMatching(state, search);
  }

  /** The current financial year and those before it, newest first. */
  financialYears(now: Date = new Date()): FinancialYear[] {
    return financialYearsUpTo(now);
  }

  educationCategory(id: number): EducationCategory {
    const category = EDUCATION_CATEGORIES.find((c) => c.id === id);
    if (!category) throw notFound();
    return category;
  }

  /** Every material, or one category's; a category that does not exist is refused on the field. */
  educationMaterials(category?: number): readonly EducationMaterial[] {
    if (category === undefined) return EDUCATION_MATERIALS;
    if (!EDUCATION_CATEGORIES.some((c) => c.id === category)) {
      throw FieldValidationError.field('category', INVALID_CHOICE);
    }
    return EDUCATION_MATERIALS.filter((m) => m.category === category);
  }

  educationMaterial(id: number): EducationMaterial {
    const material = EDUCATION_MATERIALS.find((m) => m.id === id);
    if (!material) throw notFound();
    return material;
  }
}
