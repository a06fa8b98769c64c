import type { Gender } from '@portal/contract';

/** Ids are stored on personal details: never renumber them, only add. */
export const GenderId = { female: 1, male: 2, other: 3 } as const;
export type GenderId = (typeof GenderId)[keyof typeof GenderId];

export const GENDERS: readonly Gender[] = [
  { id: GenderId.female, name: 'Female' },
  { id: GenderId.male, name: 'Male' },
  { id: GenderId.other, name: 'Other/Non-binary' },
];

export function isGenderId(id: number): id is GenderId {
  return GENDERS.some((g) => g.id === id);
}
