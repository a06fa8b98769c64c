import type { IdentityVerificationInput } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  IdentityCheckUnavailableError,
  type IdentityVerifier,
} from '../../../src/platform/identity/identity-verifier.js';
import {
  LocalIdentityVerifier,
  LocalVerificationReason,
} from '../../../src/platform/identity/local-identity-verifier.js';
import {
  MANUAL_REVIEW_REASON,
  ManualReviewIdentityVerifier,
} from '../../../src/platform/identity/manual-review-identity-verifier.js';

const verifier = new LocalIdentityVerifier();

const licence = {
  document_type: 'driver_licence',
  document_state: 'VIC',
  document_id: '012345678',
  card_number: 'P1234567',
} as const;

const person: IdentityVerificationInput = {
  first_name: 'Charlotte',
  last_name: "O'Connor",
  date_of_birth: '1984-03-15',
  address: {
    street_number: '27',
    street_name: 'Brunswick Street',
    suburb: 'Fitzroy',
    state: 'VIC',
    post_code: '3065',
    country: 'AU',
  },
  document: licence,
};

const passport = { document_type: 'passport', document_id: 'PA1234567' } as const;
const medicare = {
  document_type: 'medicare_card',
  card_type: 'green',
  medicare_card_number: '2123 45670 1',
  individual_reference_number: '2',
  medicare_expiry_date: '2099-12-31',
} as const;

const verified = { status: 'verified', reasons: [] };
const notVerified = (...reasons: string[]) => ({ status: 'not_verified', reasons });

describe('LocalIdentityVerifier', () => {
  it('verifies well-formed details with a driver licence, a passport or a Medicare card', async () => {
    expect(await verifier.verify(person)).toEqual(verified);
    expect(await verifier.verify({ ...person, document: passport })).toEqual(verified);
    expect(await verifier.verify({ ...person, document: medicare })).toEqual(verified);
  });

  it('does not match a document whose number ends in 0', async () => {
    const failed = notVerified(LocalVerificationReason.documentNotMatched);
    expect(await verifier.verify({ ...person, document: { ...licence, document_id: '12345670' } })).toEqual(failed);
    expect(await verifier.verify({ ...person, document: { ...passport, document_id: 'PA1234560' } })).toEqual(failed);
  });

  it("looks at a Medicare card's identifier, its first eight digits, since the card number never ends in 0", async () => {
    const card = { ...medicare, medicare_card_number: '2123 45607 1' };
    expect(await verifier.verify({ ...person, document: card })).toEqual(
      notVerified(LocalVerificationReason.documentNotMatched),
    );
  });

  it("does not match the last name 'Unverifiable', in any case", async () => {
    const failed = notVerified(LocalVerificationReason.nameNotMatched);
    expect(await verifier.verify({ ...person, last_name: 'Unverifiable' })).toEqual(failed);
    expect(await verifier.verify({ ...person, last_name: ' unverifiable ' })).toEqual(failed);
  });

  it("cannot reach the check for the last name 'Unreachable', in any case, whatever else is wrong", async () => {
    for (const last_name of ['Unreachable', 'UNREACHABLE', ' unreachable ']) {
      await expect(verifier.verify({ ...person, last_name })).rejects.toBeInstanceOf(IdentityCheckUnavailableError);
    }
    // Before every rule: a provider that cannot be reached says nothing about the details.
    const broken = { ...person, last_name: 'Unreachable', first_name: 'Ch4rlotte', date_of_birth: '1900-01-01' };
    await expect(verifier.verify(broken)).rejects.toThrow(new IdentityCheckUnavailableError('local').message);
    // Only the whole name: it is an ordinary name inside another.
    expect(await verifier.verify({ ...person, last_name: 'Unreachable-Smith' })).toEqual(verified);
  });

  it('does not match the date of birth 1900-01-01', async () => {
    expect(await verifier.verify({ ...person, date_of_birth: '1900-01-01' })).toEqual(
      notVerified(LocalVerificationReason.dateOfBirthNotMatched),
    );
  });

  it('gives every reason that applies', async () => {
    const result = await verifier.verify({
      ...person,
      last_name: 'Unverifiable',
      date_of_birth: '1900-01-01',
      document: { ...passport, document_id: 'N0000000' },
    });
    expect(result).toEqual(
      notVerified(
        LocalVerificationReason.nameNotMatched,
        LocalVerificationReason.dateOfBirthNotMatched,
        LocalVerificationReason.documentNotMatched,
      ),
    );
  });

  it("does not verify details that break the form's rules, naming each field", async () => {
    const result = await verifier.verify({
      ...person,
      first_name: 'Ch4rlotte',
      date_of_birth: '2020-01-01',
      document: { ...medicare, medicare_card_number: '2123 45671 1', individual_reference_number: '0' },
    });
    expect(result.status).toBe('not_verified');
    expect(result.reasons).toEqual([
      'first_name: This field must contain letters, apostrophes, and hyphens only',
      'date_of_birth: You must be at least 18 years old',
      'document.medicare_card_number: Wrong checksum for card number',
      'document.individual_reference_number: Please input valid Individual reference number (1-9)',
    ]);
    const badLicence = await verifier.verify({ ...person, document: { ...licence, document_id: 'AB-123' } });
    expect(badLicence.reasons).toEqual(['document.document_id: The format is not valid']);
    const expired = await verifier.verify({ ...person, document: { ...medicare, medicare_expiry_date: '2001-01-31' } });
    expect(expired.reasons).toEqual(['document.medicare_expiry_date: Date cannot be in the past']);
  });

  it('gives the same answer to the same input every time', async () => {
    const inputs: IdentityVerificationInput[] = [
      person,
      { ...person, last_name: 'Unverifiable' },
      { ...person, document: { ...passport, document_id: 'PA1234560' } },
      { ...person, document: medicare },
    ];
    for (const input of inputs) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => verifier.verify(structuredClone(input))));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    }
  });
});

describe('ManualReviewIdentityVerifier', () => {
  it('leaves every check to a person', async () => {
    expect(await new ManualReviewIdentityVerifier().verify()).toEqual(notVerified(MANUAL_REVIEW_REASON));
  });

  it("has no 'Unreachable' rule: that is the local verifier's demo", async () => {
    const manual: IdentityVerifier = new ManualReviewIdentityVerifier();
    expect(await manual.verify({ ...person, last_name: 'Unreachable' })).toEqual(notVerified(MANUAL_REVIEW_REASON));
  });
});
