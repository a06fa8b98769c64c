import type { PersonalDetail } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

const page = <T>(results: T[]) => HttpResponse.json({ count: results.length, next: null, previous: null, results });

/** Titles by gender id, as the server offers them: 1 Male, 2 Female. */
const TITLES: Record<string, { id: number; name: string }[]> = {
  '1': [{ id: 1, name: 'Mr' }],
  '2': [
    { id: 2, name: 'Ms' },
    { id: 3, name: 'Mrs' },
  ],
};

/** The public lookups the identity forms read; returns the gender ids the titles were asked for. */
export function serveIdentityLookups() {
  const titlesAskedFor: string[] = [];
  server.use(
    http.get('*/api/utils/countries/', () =>
      page([
        { code: 'AU', name: 'Australia' },
        { code: 'NZ', name: 'New Zealand' },
        { code: 'GB', name: 'United Kingdom' },
      ]),
    ),
    http.get('*/api/utils/au-states/', () =>
      page([
        { code: 'NSW', name: 'New South Wales' },
        { code: 'VIC', name: 'Victoria' },
      ]),
    ),
    http.get('*/api/profiles/genders/', () =>
      page([
        { id: 1, name: 'Male' },
        { id: 2, name: 'Female' },
      ]),
    ),
    http.get('*/api/profiles/name-titles/', ({ request }) => {
      const gender = new URL(request.url).searchParams.get('gender') ?? '';
      titlesAskedFor.push(gender);
      return page(TITLES[gender] ?? []);
    }),
    http.get('*/api/profiles/available-secondary-document-types/', () =>
      page([
        { document_type: 'medicare_card', label: 'Medicare card' },
        { document_type: 'passport', label: 'Passport' },
        { document_type: 'driver_licence', label: 'Driver licence' },
      ]),
    ),
  );
  return { titlesAskedFor };
}

/** A stored personal detail as the server answers it; tests override the outcome. */
export function testPersonalDetail(overrides: Partial<PersonalDetail> = {}): PersonalDetail {
  return {
    id: 11,
    title: 3,
    gender: 2,
    first_name: 'Jane',
    middle_name: '',
    last_name: 'Citizen',
    preferred_name: '',
    date_of_birth: '1980-05-17',
    country: 'AU',
    state: 'NSW',
    suburb: 'Sydney',
    post_code: '2000',
    street_number: '1',
    street_name: 'George Street',
    address_line_1: '',
    primary_verification_document: {
      document_type: 'passport',
      document_id: 'PA1234567',
      document_state: null,
      card_number: null,
      issue_date: '2020-01-01',
      expiry_date: '2035-01-01',
      document_file: null,
    },
    consent_access: true,
    status: 'verified',
    no_failed_verification_attempts: 0,
    verification_message: null,
    review_message: null,
    ...overrides,
  };
}
