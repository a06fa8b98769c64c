import {
  Messages,
  type Advisor,
  type AdvisorContactRequest,
  type ClientConfiguration,
  type MeetingBookingRequest,
} from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

/** The brand's configuration as the API answers it; tests override what they are about. */
export function testClientConfiguration(overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  return {
    booking_team_email: 'bookings@harbourwealth.example.com',
    booking_team_additional_email: 'reviews@harbourwealth.example.com',
    booking_team_phone_number: '1300 555 019',
    disclaimer: [...Messages.portalDisclaimer],
    ...overrides,
  };
}

export function testAdvisors(): Advisor[] {
  return [
    {
      id: 7,
      first_name: 'Daniel',
      last_name: 'Whitfield',
      role: 'Senior Private Portfolio Manager',
      photo: '/api/profiles/advisors/7/photo/?v=1',
      email: 'daniel.whitfield@harbourwealth.example.com',
      phone_number: '(02) 9000 1234',
      address: 'Level 12, 1 Martin Place, Sydney NSW 2000',
    },
    {
      id: 9,
      first_name: 'Priya',
      last_name: 'Raman',
      role: 'Private Portfolio Manager',
      photo: null,
      email: 'priya.raman@harbourwealth.example.com',
      phone_number: null,
      address: null,
    },
  ];
}

type Answer = { status: number; body: object };

/**
 * The advisor page's calls: the advisors, a photo, a message and a booking. `contact` and `book`
 * decide each answer (default: accepted). Returns what the forms sent, so tests can check it.
 */
export function serveAdvisors(
  options: {
    advisors?: Advisor[];
    contact?: (request: AdvisorContactRequest) => Answer | undefined;
    book?: (request: MeetingBookingRequest) => Answer | undefined;
  } = {},
) {
  const calls = {
    contacts: [] as Array<{ advisor: number; body: AdvisorContactRequest }>,
    bookings: [] as MeetingBookingRequest[],
  };
  server.use(
    http.get('*/api/profiles/advisors/', () => {
      const results = options.advisors ?? testAdvisors();
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/profiles/advisors/:id/photo/', () =>
      HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, {
        headers: { 'Content-Type': 'image/png' },
      }),
    ),
    http.post('*/api/profiles/advisors/:id/contact/', async ({ request, params }) => {
      const body = (await request.json()) as AdvisorContactRequest;
      calls.contacts.push({ advisor: Number(params.id), body });
      const answer = options.contact?.(body);
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json(
        { id: calls.contacts.length, title: Messages.thankYouTitle, detail: '' },
        { status: 201 },
      );
    }),
    http.post('*/api/accounts/current/book-quarterly-meeting/', async ({ request }) => {
      const body = (await request.json()) as MeetingBookingRequest;
      calls.bookings.push(body);
      const answer = options.book?.(body);
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json(
        { id: calls.bookings.length, title: Messages.thankYouTitle, detail: Messages.weWillContactYouShortly },
        { status: 201 },
      );
    }),
  );
  return calls;
}
