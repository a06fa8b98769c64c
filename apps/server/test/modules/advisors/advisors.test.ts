import { MANAGED_USER_HEADER, Messages, SupportMessages, type Advisor } from '@portal/contract';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisorContactRequests, meetingBookings } from '../../../src/db/schema/index.js';
import { avatarPng } from '../../../src/db/seed/avatar-png.js';
import { DEMO_ADVISORS, DEMO_BOOKING_TEAM } from '../../../src/db/seed/advisors.js';
import { CLIENT_REQUESTS_PER_HOUR } from '../../../src/modules/advisors/client-request-limit.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

type OutboxMessage = {
  to: string;
  subject: string;
  body: string;
  attachments: Array<{ filename: string; content_type: string; encoding: string; content: string }>;
};

const DANIEL = DEMO_ADVISORS[0].advisor;
const PRIYA = DEMO_ADVISORS[1].advisor;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let investor: string;
let staff: string;
let other: TestPerson;
beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
  other = await createPerson(t, 'other-client');
  // Another client with an account of their own, served by an advisor of their own.
  const imported = await operator(
    'POST',
    '/imports/accounts/',
    `account_code,name,type,primary_user_email\nOTHER-001,Other Client,individual,${other.email}\n`,
  );
  expect(imported.statusCode).toBe(200);
});
afterAll(() => t.close());

function operator(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object | string) {
  return t.app.inject({
    method,
    url: `/api/operator${url}`,
    headers: {
      authorization: `Operator ${TEST_OPERATOR_KEY}`,
      ...(typeof payload === 'string' ? { 'content-type': 'text/csv' } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

let nextAddress = 1;
function call(
  method: 'GET' | 'POST',
  url: string,
  key: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(key), ...headers },
    remoteAddress: `10.7.0.${nextAddress++}`,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function advisorsOf(key: string, headers: Record<string, string> = {}): Promise<Advisor[]> {
  const res = await call('GET', '/api/profiles/advisors/', key, undefined, headers);
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: Advisor[] }).results;
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` });
  return res.json() as OutboxMessage[];
}

async function addAdvisor(fields: Record<string, unknown> = {}) {
  const res = await operator('POST', '/advisors/', {
    first_name: 'Grace',
    last_name: 'Holloway',
    role: 'Private Portfolio Manager',
    email: `grace-${nextAddress++}@privateportfolio.example.com`,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; has_photo: boolean; accounts: string[] };
}

/**
 * The calendar file's content lines, unfolded (RFC 5545 §3.1: CRLF and one space continue a
 * line), each checked to end in CRLF and to be at most 75 octets before unfolding.
 */
function calendarProperties(ics: string): Map<string, string> {
  expect(ics.endsWith('\r\n')).toBe(true);
  const physical = ics.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const logical = ics
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  const properties = new Map<string, string>();
  for (const line of logical) {
    const colon = line.indexOf(':');
    properties.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return properties;
}

describe('GET /api/profiles/advisors/', () => {
  it('lists the advisors of the client’s accounts with a photo address, also on the profile', async () => {
    const advisors = await advisorsOf(investor);
    expect(advisors.map((a) => `${a.first_name} ${a.last_name}`)).toEqual([
      `${DANIEL.firstName} ${DANIEL.lastName}`,
      `${PRIYA.firstName} ${PRIYA.lastName}`,
    ]);
    expect(advisors[0]).toMatchObject({
      role: DANIEL.role,
      email: DANIEL.email,
      phone_number: DANIEL.phoneNumber,
      address: DANIEL.address,
    });
    expect(advisors[0]!.photo).toMatch(new RegExp(`^/api/profiles/advisors/${advisors[0]!.id}/photo/\\?v=\\d+$`));

    const profile = await call('GET', '/api/profiles/my/', investor);
    expect((profile.json() as { advisors: Advisor[] }).advisors).toEqual(advisors);
  });

  it('serves a photo to the advisor’s clients only', async () => {
    const [daniel] = await advisorsOf(investor);
    const res = await call('GET', daniel!.photo!, investor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);

    expect((await call('GET', daniel!.photo!, other.key)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: daniel!.photo! })).statusCode).toBe(401);
  });

  it('shows staff acting for a client that client’s advisors, and staff themselves none', async () => {
    const investorId = (await call('GET', '/api/profiles/my/', investor)).json().user_id as number;
    expect(await advisorsOf(staff)).toEqual([]);
    expect(await advisorsOf(staff, { [MANAGED_USER_HEADER]: String(investorId) })).toEqual(await advisorsOf(investor));
  });
});

describe('POST /api/profiles/advisors/{id}/contact/', () => {
  it('keeps the message, e-mails the advisor and answers the dialog’s texts', async () => {
    const [daniel] = await advisorsOf(investor);
    const res = await call('POST', `/api/profiles/advisors/${daniel!.id}/contact/`, investor, {
      body: '  Could we talk about my SMSF, please?  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: Messages.thankYouTitle,
      detail: Messages.willContactYouShortly('Daniel'),
    });

    const [row] = await t.app.db
      .select()
      .from(advisorContactRequests)
      .orderBy(desc(advisorContactRequests.id))
      .limit(1);
    expect(row).toMatchObject({ advisorId: daniel!.id, body: 'Could we talk about my SMSF, please?' });
    expect(row!.sentById).toBe(row!.userId);

    const [mail] = await outbox(DANIEL.email);
    expect(mail!.subject).toBe('Message from Olivia Bennett through the client portal');
    expect(mail!.body).toContain('Could we talk about my SMSF, please?');
    expect(mail!.body).toContain(`E-mail: ${INVESTOR.email}`);
    expect(mail!.body).toContain(
      'Accounts: Bennett Capital Pty Ltd, Bennett Family Super Fund, Bennett Family Trust, Olivia Bennett',
    );
  });

  it('requires the body, on its field', async () => {
    const [daniel] = await advisorsOf(investor);
    for (const payload of [{ body: '' }, { body: '   ' }, {}]) {
      const res = await call('POST', `/api/profiles/advisors/${daniel!.id}/contact/`, investor, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors).toEqual({ body: [Messages.fieldRequired] });
    }
  });

  it('answers 404 for an advisor who does not serve the client, and for one that does not exist', async () => {
    const theirs = await addAdvisor();
    const assigned = await operator('POST', `/advisors/${theirs.id}/assign/`, { account: 'OTHER-001' });
    expect(assigned.json().accounts).toEqual(['OTHER-001']);
    expect((await advisorsOf(other.key)).map((a) => a.id)).toEqual([theirs.id]);

    const foreign = await call('POST', `/api/profiles/advisors/${theirs.id}/contact/`, investor, { body: 'Hello' });
    expect(foreign.statusCode).toBe(404);
    const missing = await call('POST', '/api/profiles/advisors/999999/contact/', investor, { body: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const own = await call('POST', `/api/profiles/advisors/${theirs.id}/contact/`, other.key, { body: 'Hello' });
    expect(own.statusCode).toBe(201);
  });

  it('records staff who write for a client as the sender', async () => {
    const investorId = (await call('GET', '/api/profiles/my/', investor)).json().user_id as number;
    const [, priya] = await advisorsOf(investor);
    const res = await call(
      'POST',
      `/api/profiles/advisors/${priya!.id}/contact/`,
      staff,
      { body: 'Olivia asked me to pass this on.' },
      { [MANAGED_USER_HEADER]: String(investorId) },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(advisorContactRequests)
      .orderBy(desc(advisorContactRequests.id))
      .limit(1);
    expect(row!.userId).toBe(investorId);
    expect(row!.sentById).not.toBe(investorId);
    expect((await outbox(PRIYA.email))[0]!.body).toContain(`Sent for the client by Sam Nguyen (${STAFF.email})`);
  });
});

describe('GET /api/ipm/configuration/', () => {
  it('gives the brand’s booking team and the default disclaimer; a brand without a team gives nulls', async () => {
    const res = await call('GET', '/api/ipm/configuration/', investor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      booking_team_email: DEMO_BOOKING_TEAM.bookingTeamEmail,
      booking_team_additional_email: DEMO_BOOKING_TEAM.bookingTeamAdditionalEmail,
      booking_team_phone_number: DEMO_BOOKING_TEAM.bookingTeamPhoneNumber,
      disclaimer: [...Messages.portalDisclaimer],
    });

    const icfId = (
      (await t.app.inject({ method: 'GET', url: '/api/company-applications/' })).json() as {
        results: Array<{ id: number; product_key: string }>;
      }
    ).results.find((a) => a.product_key === 'icf')!.id;
    const icf = await call('GET', '/api/ipm/configuration/', investor, undefined, { 'application-id': String(icfId) });
    expect(icf.json()).toMatchObject({
      booking_team_email: null,
      booking_team_additional_email: null,
      booking_team_phone_number: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ipm/configuration/' })).statusCode).toBe(401);
  });

  it('follows what operators set for the brand', async () => {
    const set = await operator('PUT', '/client-configuration/', {
      product: 'icf',
      booking_team_phone_number: '1800 000 111',
      booking_team_email: 'meetings@harbournotes.example.com',
      disclaimer: ['Harbour Loan Notes: information only.'],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      booking_team_email: 'meetings@harbournotes.example.com',
      booking_team_additional_email: null,
      booking_team_phone_number: '1800 000 111',
      disclaimer: ['Harbour Loan Notes: information only.'],
    });
    const bad = await operator('PUT', '/client-configuration/', { booking_team_email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(['booking_team_email']);
    expect((await operator('GET', '/client-configuration/?product=icf')).json()).toEqual(set.json());
  });
});

describe('POST /api/accounts/current/book-quarterly-meeting/', () => {
  const book = (payload: object, key = investor) =>
    call('POST', '/api/accounts/current/book-quarterly-meeting/', key, payload);

  it('refuses a date in the past with the spec’s message on the field, and a time that is not offered', async () => {
    const past = await book({ preferred_date: '2020-03-02' });
    expect(past.statusCode).toBe(400);
    expect(past.json().field_errors).toEqual({ preferred_date: [Messages.dateInPast] });

    const missing = await book({ comment: 'Any day' });
    expect(missing.json().field_errors).toEqual({ preferred_date: [Messages.fieldRequired] });

    const evening = await book({ preferred_date: '2099-06-15', preferred_time: 'evening' });
    expect(evening.statusCode).toBe(400);
    expect(Object.keys(evening.json().field_errors)).toEqual(['preferred_time']);
  });

  it('keeps the booking, e-mails both booking team addresses and confirms with a calendar entry', async () => {
    const res = await book({
      preferred_date: '2099-06-15',
      preferred_time: 'morning',
      comment: 'Re: pension; fees, tax',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: Messages.thankYouTitle, detail: Messages.weWillContactYouShortly });

    const [row] = await t.app.db.select().from(meetingBookings).orderBy(desc(meetingBookings.id)).limit(1);
    expect(row).toMatchObject({
      preferredDate: '2099-06-15',
      preferredTime: 'morning',
      comment: 'Re: pension; fees, tax',
    });

    for (const team of [DEMO_BOOKING_TEAM.bookingTeamEmail, DEMO_BOOKING_TEAM.bookingTeamAdditionalEmail]) {
      const [mail] = await outbox(team);
      expect(mail!.subject).toBe('Quarterly review meeting request from Olivia Bennett');
      expect(mail!.body).toContain('Preferred date: Monday 15 June 2099');
      expect(mail!.body).toContain('Preferred time: Morning (Australia/Sydney time)');
      expect(mail!.body).toContain('Comments: Re: pension; fees, tax');
    }

    const [confirmation] = await outbox(INVESTOR.email);
    expect(confirmation!.subject).toBe('Your quarterly review meeting request');
    expect(confirmation!.body).toContain('To change the request, call 1300 555 019 or write to');
    expect(confirmation!.attachments).toHaveLength(1);
    const [ics] = confirmation!.attachments;
    expect(ics).toMatchObject({ filename: 'quarterly-review-meeting.ics', encoding: 'utf-8' });
    expect(ics!.content_type).toMatch(/^text\/calendar/);
    const calendar = calendarProperties(ics!.content);
    // 9:00 in Sydney in June (AEST, UTC+10) is 23:00 UTC the day before.
    expect(calendar.get('DTSTART')).toBe('20990614T230000Z');
    expect(calendar.get('DTEND')).toBe('20990615T020000Z');
    expect(calendar.get('SUMMARY')).toBe('Quarterly review meeting with Private Portfolio');
    expect(calendar.get('STATUS')).toBe('TENTATIVE');
    expect(calendar.get('DESCRIPTION')).toContain('Requested: Morning (Australia/Sydney time).');
    expect(calendar.get('ORGANIZER;CN=Private Portfolio booking team')).toBe(
      `mailto:${DEMO_BOOKING_TEAM.bookingTeamEmail}`,
    );
    expect(calendar.get('DESCRIPTION')).toContain('Your comments: Re: pension\\; fees\\, tax');
    expect(calendar.get(`ATTENDEE;CN=Olivia Bennett;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION`)).toBe(
      `mailto:${INVESTOR.email}`,
    );
  });

  it('holds the whole day when no time is preferred, in Sydney summer time for an afternoon', async () => {
    const person = await createPerson(t, 'booking-client');
    expect((await book({ preferred_date: '2099-01-15' }, person.key)).statusCode).toBe(201);
    let calendar = calendarProperties((await outbox(person.email))[0]!.attachments[0]!.content);
    expect(calendar.get('DTSTART;VALUE=DATE')).toBe('20990115');
    expect(calendar.get('DTEND;VALUE=DATE')).toBe('20990116');

    expect((await book({ preferred_date: '2099-01-15', preferred_time: 'afternoon' }, person.key)).statusCode).toBe(
      201,
    );
    calendar = calendarProperties((await outbox(person.email))[0]!.attachments[0]!.content);
    // 13:00 in January is AEDT, UTC+11.
    expect(calendar.get('DTSTART')).toBe('20990115T020000Z');
    expect(calendar.get('DTEND')).toBe('20990115T060000Z');
  });

  it(`stops a client after ${CLIENT_REQUESTS_PER_HOUR} bookings in an hour`, async () => {
    const person = await createPerson(t, 'eager-client');
    for (let i = 0; i < CLIENT_REQUESTS_PER_HOUR; i++)
      expect((await book({ preferred_date: '2099-02-02' }, person.key)).statusCode).toBe(201);
    const refused = await book({ preferred_date: '2099-02-02' }, person.key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: SupportMessages.tooManyRequests, code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBe('3600');
  });
});

describe('operator: advisors', () => {
  it('adds an advisor with a photo, assigns them to a user’s accounts and takes them off again', async () => {
    const photo = avatarPng(16, [10, 20, 30], [200, 210, 220]);
    const grace = await addAdvisor({ photo: photo.toString('base64'), phone_number: '+61 2 9000 5555' });
    expect(grace.has_photo).toBe(true);

    const assigned = await operator('POST', `/advisors/${grace.id}/assign/`, { user: INVESTOR.email });
    expect(assigned.json().accounts).toEqual(['DEMO-CO-001', 'DEMO-IND-001', 'DEMO-JOINT-001', 'DEMO-SMSF-001']);
    const listed = (await advisorsOf(investor)).find((a) => a.id === grace.id)!;
    const served = await call('GET', listed.photo!, investor);
    expect(served.rawPayload).toEqual(photo);

    const removed = await operator('POST', `/advisors/${grace.id}/unassign/`, { user: INVESTOR.email });
    expect(removed.json().accounts).toEqual([]);
    expect((await advisorsOf(investor)).some((a) => a.id === grace.id)).toBe(false);
  });

  it('names the field of what it cannot take', async () => {
    const pdf = Buffer.from('%PDF-1.7\n').toString('base64');
    const badPhoto = await operator('POST', '/advisors/', {
      first_name: 'A',
      last_name: 'B',
      role: 'C',
      email: 'a.b@example.com',
      photo: pdf,
    });
    expect(badPhoto.statusCode).toBe(400);
    expect(badPhoto.json().field_errors).toEqual({ photo: [Messages.fileTypeNotSupported] });

    const noEmail = await operator('POST', '/advisors/', { first_name: 'A', last_name: 'B', role: 'C', email: 'nope' });
    expect(Object.keys(noEmail.json().field_errors)).toEqual(['email']);

    const grace = await addAdvisor();
    const unknownUser = await operator('POST', `/advisors/${grace.id}/assign/`, { user: 'nobody@example.com' });
    expect(unknownUser.json().field_errors).toEqual({ user: ['No user has this e-mail.'] });
    const unknownAccount = await operator('POST', `/advisors/${grace.id}/assign/`, { account: 'NOPE-1' });
    expect(unknownAccount.json().field_errors).toEqual({ account: ['No account has this code.'] });
    expect((await operator('POST', '/advisors/999999/assign/', { account: 'OTHER-001' })).statusCode).toBe(404);
  });

  it('lists what clients sent, newest first', async () => {
    const res = await operator('GET', '/advisor-requests/?limit=3');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ kind: string; created: string }>;
    expect(list).toHaveLength(3);
    const times = list.map((r) => r.created);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
