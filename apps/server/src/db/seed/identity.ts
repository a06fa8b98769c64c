import type { Database } from '../client.js';
import { additionalDetails, contactDetails, individualTaxes, personalDetails } from '../schema/index.js';

/** What differs between the demo people who registered long ago. */
interface DemoIdentity {
  titleId: number;
  genderId: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  streetNumber: string;
  passport: string;
  occupation: string;
  /** A valid test TFN (its checksum holds). */
  tfn: string;
}

/** The demo investor. */
export const OLIVIA: DemoIdentity = {
  titleId: 3, // Ms
  genderId: 1, // Female
  firstName: 'Olivia',
  lastName: 'Bennett',
  dateOfBirth: '1979-03-14',
  streetNumber: '14',
  passport: 'PA4417283',
  occupation: 'Company director',
  tfn: '459599230',
};

/** Her joint holder (joint@example.com), who shares her Mosman address. */
export const ALEX: DemoIdentity = {
  titleId: 1, // Mr
  genderId: 2, // Male
  firstName: 'Alex',
  lastName: 'Morgan',
  dateOfBirth: '1977-11-02',
  streetNumber: '14',
  passport: 'PA5528394',
  occupation: 'Architect',
  tfn: '123456782',
};

/**
 * A demo person registered long ago: verified personal details, contact and additional
 * details, so signing in leads to the portal rather than the Individual info flow.
 */
export async function seedIdentity(db: Database, investorId: number, who: DemoIdentity = OLIVIA): Promise<void> {
  const verifiedAt = new Date('2024-07-01T00:00:00Z');
  await db
    .insert(personalDetails)
    .values({
      userId: investorId,
      titleId: who.titleId,
      genderId: who.genderId,
      firstName: who.firstName,
      lastName: who.lastName,
      dateOfBirth: who.dateOfBirth,
      country: 'AU',
      state: 'NSW',
      suburb: 'Mosman',
      postCode: '2088',
      streetNumber: who.streetNumber,
      streetName: 'Raglan Street',
      document: {
        document_type: 'passport',
        document_id: who.passport,
        issue_date: '2019-05-02',
        expiry_date: '2029-05-01',
      },
      consentAt: verifiedAt,
      status: 'verified',
      verifiedAt,
    })
    .onConflictDoNothing({ target: personalDetails.userId });
  await db
    .insert(contactDetails)
    .values({
      userId: investorId,
      channel: 'email',
      country: 'AU',
      addressLine1: 'PO Box 318',
      suburb: 'Mosman',
      state: 'NSW',
      postCode: '2088',
    })
    .onConflictDoNothing({ target: contactDetails.userId });
  await db
    .insert(additionalDetails)
    .values({
      userId: investorId,
      data: {
        occupation: who.occupation,
        is_sole_trader: false,
        business_name: '',
        abn: '',
        business_activity: '',
        office_address_country: '',
        office_address_line_1: '',
        office_suburb: '',
        office_state: '',
        office_post_code: '',
        principal_place_country: '',
        principal_place_address_line_1: '',
        principal_place_suburb: '',
        principal_place_state: '',
        principal_place_post_code: '',
        country_of_citizenship: ['AU'],
        non_australian_resident: false,
        non_australian_resident_country: [],
        non_australian_tax_resident: false,
        non_australian_tax_resident_country: '',
        non_australian_tax_identification_number: '',
        preferred_language: 'en',
        is_translator_required: false,
      },
    })
    .onConflictDoNothing({ target: additionalDetails.userId });
  // Their individual tax details (spec 2 §3), so their accounts do not ask for them.
  await db
    .insert(individualTaxes)
    .values({
      userId: investorId,
      hasNotTfn: false,
      tfn: who.tfn,
      isAustralianTaxResident: true,
      isOtherCountryTaxResident: false,
    })
    .onConflictDoNothing({ target: individualTaxes.userId });
}
