/**
 * Who can give instructions on an account (spec 2 §5 signing authority), with the labels the
 * form shows. Not to be confused with e-signing the application (signing/).
 */
import type { ValueOf } from '../value-of.js';

/** Wire spellings are ours: the documents name the options only by their labels. */
export const SigningAuthorityOption = { any: 'any', all: 'all', advanced: 'advanced' } as const;
export type SigningAuthorityOption = ValueOf<typeof SigningAuthorityOption>;

export const SigningAuthorityOptionLabel = {
  any: 'Any applicant to sign',
  all: 'All applicants to sign',
  advanced: 'Advanced settings',
} as const satisfies Record<SigningAuthorityOption, string>;

/** Wire spellings are ours, as above. */
export const AdvancedSigningOption = {
  minimum_signatures: 'minimum_signatures',
  specific_members: 'specific_members',
} as const;
export type AdvancedSigningOption = ValueOf<typeof AdvancedSigningOption>;

export const AdvancedSigningOptionLabel = {
  minimum_signatures: 'Minimum number of signatures',
  specific_members: 'Signatures of specific members of the account',
} as const satisfies Record<AdvancedSigningOption, string>;
