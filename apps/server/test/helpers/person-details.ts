import type {
  additionalDetailInputSchema,
  contactDetailInputSchema,
  personalDetailInputSchema,
} from '@portal/contract';
import type { z } from 'zod';

/**
 * Profile details that pass every rule of their forms (typed by the contract's input schemas, so a
 * changed rule shows here first), for tests that need a person past the
 * details steps: each test names only what it cares about (a name, a document number) as overrides.
 */
export function passportDetails(
  overrides: Record<string, unknown> = {},
  document: Record<string, unknown> = {},
): Record<string, unknown> {
  const valid = {
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
    },
  } satisfies z.input<typeof personalDetailInputSchema>;
  return {
    ...valid,
    primary_verification_document: { ...valid.primary_verification_document, ...document },
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
} satisfies z.input<typeof contactDetailInputSchema>;

export const ADDITIONAL_DETAILS = {
  occupation: 'Nurse',
  country_of_citizenship: ['AU'],
} satisfies z.input<typeof additionalDetailInputSchema>;
