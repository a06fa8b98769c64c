/**
 * Profile details that pass every rule of their forms, for tests that need a person past the
 * details steps: each test names only what it cares about (a name, a document number) as overrides.
 */
export function passportDetails(
  overrides: Record<string, unknown> = {},
  document: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    title: 1,
    gender: 2,
    first_name: 'Sam',
    last_name: 'Nguyen',
    date_of_birth: '1985-09-09',
    country: 'AU',
    state: 'QLD',
    suburb: 'Fortitude Valley',
    post_code: '4006',
    street_number: '5',
    street_name: 'Ann Street',
    consent_access: true,
    primary_verification_document: {
      document_type: 'passport',
      document_id: 'PA1234560',
      issue_date: '2020-01-01',
      expiry_date: '2030-01-01',
      ...document,
    },
    ...overrides,
  };
}

export const CONTACT_DETAILS = {
  channel: 'sms',
  country: 'AU',
  address_line_1: '1 Main Road',
  suburb: 'Hobart',
  state: 'TAS',
  post_code: '7000',
};

export const ADDITIONAL_DETAILS = { occupation: 'Nurse', country_of_citizenship: ['AU'] };
