import type { NameTitle } from '@portal/contract';
import { GenderId } from './genders.js';

interface NameTitleEntry extends NameTitle {
  /** The genders the title is offered for. */
  genders: readonly GenderId[];
}

const ALL_GENDERS = Object.values(GenderId);

/**
 * Titles of the personal-details form. Ids are stored on personal details: never renumber them,
 * only add. Choosing a gender narrows the list (spec 1 §4: switching gender reloads the titles).
 */
const NAME_TITLES: readonly NameTitleEntry[] = [
  { id: 1, name: 'Mr', genders: [GenderId.male] },
  { id: 2, name: 'Mrs', genders: [GenderId.female] },
  { id: 3, name: 'Ms', genders: [GenderId.female] },
  { id: 4, name: 'Miss', genders: [GenderId.female] },
  { id: 5, name: 'Mx', genders: [GenderId.other] },
  { id: 6, name: 'Dr', genders: ALL_GENDERS },
  { id: 7, name: 'Prof', genders: ALL_GENDERS },
];

/** Every title, or those offered for one gender. */
export function nameTitlesFor(gender?: GenderId): NameTitle[] {
  return NAME_TITLES.filter((t) => gender === undefined || t.genders.includes(gender)).map(({ id, name }) => ({
    id,
    name,
  }));
}

/** Whether a title may be saved with a gender (the personal detail keeps both ids). */
export function isTitleForGender(titleId: number, gender: GenderId): boolean {
  return NAME_TITLES.some((t) => t.id === titleId && t.genders.includes(gender));
}
