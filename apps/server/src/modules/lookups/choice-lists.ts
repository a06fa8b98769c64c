import type { Choice } from '@portal/contract';

/*
 * The fixed choice lists of the profile and fact-find forms (spec 1 §7). The documents name the
 * lists and not their entries; these are the choices an Australian adviser's fact find offers.
 * Ids are what a record stores: never renumber them, only add.
 */

export const EMPLOYMENT_TYPES: readonly Choice[] = [
  { id: 1, name: 'Full-time' },
  { id: 2, name: 'Part-time' },
  { id: 3, name: 'Casual' },
  { id: 4, name: 'Contractor' },
  { id: 5, name: 'Self-employed' },
  { id: 6, name: 'Retired' },
  { id: 7, name: 'Unemployed' },
  { id: 8, name: 'Home duties' },
  { id: 9, name: 'Student' },
];

export const HEALTH_STATUSES: readonly Choice[] = [
  { id: 1, name: 'Excellent' },
  { id: 2, name: 'Good' },
  { id: 3, name: 'Fair' },
  { id: 4, name: 'Poor' },
];

export const MARITAL_STATUSES: readonly Choice[] = [
  { id: 1, name: 'Single' },
  { id: 2, name: 'Married' },
  { id: 3, name: 'De facto' },
  { id: 4, name: 'Separated' },
  { id: 5, name: 'Divorced' },
  { id: 6, name: 'Widowed' },
];

/** Residency for tax and investment purposes; New Zealand citizens in Australia hold a visa of their own. */
export const RESIDENCY_STATUSES: readonly Choice[] = [
  { id: 1, name: 'Australian citizen' },
  { id: 2, name: 'Permanent resident' },
  { id: 3, name: 'New Zealand citizen (special category visa)' },
  { id: 4, name: 'Temporary visa holder' },
  { id: 5, name: 'Non-resident' },
];

/** How a dependant or beneficiary is related to the client. */
export const RELATIONSHIP_TYPES: readonly Choice[] = [
  { id: 1, name: 'Spouse' },
  { id: 2, name: 'De facto partner' },
  { id: 3, name: 'Child' },
  { id: 4, name: 'Parent' },
  { id: 5, name: 'Sibling' },
  { id: 6, name: 'Other' },
];

/** What the client has in place for their funeral: the arrangements offered in Australia. */
export const FUNERAL_PLANS: readonly Choice[] = [
  { id: 1, name: 'None' },
  { id: 2, name: 'Prepaid funeral' },
  { id: 3, name: 'Funeral bond' },
  { id: 4, name: 'Funeral insurance' },
];

/** How a loan is repaid (the fact find's liabilities). */
export const REPAYMENT_TYPES: readonly Choice[] = [
  { id: 1, name: 'Principal and interest' },
  { id: 2, name: 'Interest only' },
];
