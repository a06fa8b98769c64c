/**
 * Who can give instructions on an account (spec 2 §5 signing authority), with the labels the
 * form shows. Not to be confused with e-signing the application (signing/).
 */
import type { ValueOf } from '../value-of.js';
import { accountSpecMessages } from './accounts.messages.js';

/** Wire spellings are ours: the documents name the options only by their labels. */
export const SigningAuthorityOption = { any: 'any', all: 'all', advanced: 'advanced' } as const;
export type SigningAuthorityOption = ValueOf<typeof SigningAuthorityOption>;

export const SigningAuthorityOptionLabel = {
  any: accountSpecMessages.anyApplicantToSign,
  all: accountSpecMessages.allApplicantsToSign,
  advanced: accountSpecMessages.advancedSettings,
} as const satisfies Record<SigningAuthorityOption, string>;

/** Wire spellings are ours, as above. */
export const AdvancedSigningOption = {
  minimum_signatures: 'minimum_signatures',
  specific_members: 'specific_members',
} as const;
export type AdvancedSigningOption = ValueOf<typeof AdvancedSigningOption>;

export const AdvancedSigningOptionLabel = {
  minimum_signatures: accountSpecMessages.minimumNumberOfSignatures,
  specific_members: accountSpecMessages.signaturesOfSpecificMembers,
} as const satisfies Record<AdvancedSigningOption, string>;
