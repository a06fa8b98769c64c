import type { Database } from '../client.js';
import { additionalDetails, contactDetails, individualTaxes, personalDetails } from '../schema/index.js';

/**
 * The demo investor registered long ago: verified personal details, contact and additional
 * details, so signing in leads to the portal rather than the Individual info flow.
 */
export async function seedIdentity(db: Database, investorId: number): Promise<void> {
  const verifiedAt = new Date('2024-07-01T00:00:00Z');
  await db
    .insert(personalDetails)
    .values({
      userId: investorId,
      titleId: 3, // Ms
      genderId: 1, // Female
      firstName: 'Olivia',
      lastName: 'Bennett',
      dateOfBirth: '1979-03-14',
      country: 'AU',
      state: 'NSW',
      suburb: 'Mosman',
      postCode: '2088',
      streetNumber: '14',
      streetName: 'Raglan Street',
      document: {
        document_type: 'passport',
        document_id: 'PA4417283',
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
        occupation: 'Company director',
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
  // Her individual tax details (spec 2 §3), so her accounts do not ask for them; a valid test TFN.
  await db
    .insert(individualTaxes)
    .values({
      userId: investorId,
      hasNotTfn: false,
      tfn: '459599230',
      isAustralianTaxResident: true,
      isOtherCountryTaxResident: false,
    })
    .onConflictDoNothing({ target: individualTaxes.userId });
}
