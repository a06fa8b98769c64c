/**
 * LocalIdentityVerifier: the identity check of demo mode and tests. It calls nothing outside the
 * process and decides from the data alone, so the same input always gets the same answer.
 *
 * First, a last name of 'Unreachable' (any case) plays a provider that could not be reached:
 * verify() throws IdentityCheckUnavailableError and no rule below is looked at. Otherwise:
 *
 *   1. Input that breaks a rule of the personal-details form (identityVerificationInputSchema in
 *      the contract: names, date of birth at least 18 years ago, address lengths, document number
 *      format, Medicare checksum and expiry, ...) is not verified; each broken rule is a reason,
 *      'field.path: message'.
 *   2. A last name of 'Unverifiable' (any case) is not verified: 'Name could not be matched'.
 *   3. A date of birth of 1900-01-01 is not verified: 'Date of birth could not be matched'.
 *   4. A document number ending in 0 is not verified: 'Document could not be matched'. The number
 *      is the licence or passport number; a Medicare card number cannot end in 0 (its last digit
 *      is the issue number, 1-9), so for a Medicare card it is the card identifier, its first
 *      eight digits.
 *   5. Everything else passes: 'verified' with no reasons.
 *
 * Rules 2-4 are all checked, so one input can collect several reasons. The same rules are in
 * README.md beside this file, for people trying the demo.
 */
import { identityVerificationInputSchema, IdentityVerificationStatus, type IdentityDocument } from '@portal/contract';
import {
  IdentityCheckUnavailableError,
  type IdentityVerificationInput,
  type IdentityVerificationResult,
  type IdentityVerifier,
} from './identity-verifier.js';

export const LocalVerificationReason = {
  nameNotMatched: 'Name could not be matched',
  dateOfBirthNotMatched: 'Date of birth could not be matched',
  documentNotMatched: 'Document could not be matched',
} as const;

export const UNREACHABLE_LAST_NAME = 'Unreachable';
export const UNVERIFIABLE_LAST_NAME = 'Unverifiable';
export const UNVERIFIABLE_DATE_OF_BIRTH = '1900-01-01';

/** The number rule 4 looks at. */
export function documentNumberOf(document: IdentityDocument): string {
  return document.document_type === 'medicare_card' ? document.medicare_card_number.slice(0, 8) : document.document_id;
}

export class LocalIdentityVerifier implements IdentityVerifier {
  readonly name = 'local';

  async verify(input: IdentityVerificationInput): Promise<IdentityVerificationResult> {
    // An unreachable provider answers nothing, whatever the input: this comes before every rule.
    if (input.last_name.trim().toLowerCase() === UNREACHABLE_LAST_NAME.toLowerCase())
      throw new IdentityCheckUnavailableError(this.name);
    const parsed = identityVerificationInputSchema.safeParse(input);
    if (!parsed.success) {
      return {
        status: IdentityVerificationStatus.not_verified,
        reasons: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      };
    }
    const person = parsed.data;
    const reasons: string[] = [];
    if (person.last_name.toLowerCase() === UNVERIFIABLE_LAST_NAME.toLowerCase())
      reasons.push(LocalVerificationReason.nameNotMatched);
    if (person.date_of_birth === UNVERIFIABLE_DATE_OF_BIRTH)
      reasons.push(LocalVerificationReason.dateOfBirthNotMatched);
    if (documentNumberOf(person.document).endsWith('0')) reasons.push(LocalVerificationReason.documentNotMatched);
    return {
      status: reasons.length === 0 ? IdentityVerificationStatus.verified : IdentityVerificationStatus.not_verified,
      reasons,
    };
  }
}
