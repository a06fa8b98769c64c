import { MANAGED_USER_HEADER } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { passportDetails } from '../../helpers/person-details.js';

let t: TestApp;
let staff: string;
let investor: string;
let staffId: number;
let investorId: number;
/** A client who has only signed up: no details entered yet. */
let clientId: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.app, STAFF);
  investor = await signIn(t.app, INVESTOR);
  const [investorRow] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
  const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
  investorId = investorRow!.id;
  staffId = staffRow!.id;
  const [client] = await t.database.db
    .insert(users)
    .values({
      email: 'chris.client@example.com',
      firstName: 'Chris',
      lastName: 'Client',
      tenantId: investorRow!.tenantId,
    })
    .returning({ id: users.id });
  clientId = client!.id;
  t.app.sessions.forgetAll();
});
afterAll(() => t.close());

/** A call as `key`, acting for `actingFor` when given (the Managed-User-id header). */
const send = (key: string, method: 'GET' | 'POST', url: string, actingFor?: number, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(key), ...(actingFor === undefined ? {} : { [MANAGED_USER_HEADER]: String(actingFor) }) },
    ...(payload ? { payload } : {}),
  });

// A passport the verifier cannot match: the client will need a secondary document.
const personal = passportDetails({ first_name: 'Christine', last_name: 'Clientele' });

describe('acting for a client (Managed-User-id)', () => {
  it('keeps the staff member’s own profile and describes the client with the first step still to fill', async () => {
    const res = await send(staff, 'GET', '/api/profiles/my/', clientId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_id: staffId,
      email: STAFF.email,
      is_staff: true,
      force_filling_missing_personal_details: false,
      managed_user_individual_info: {
        user_id: clientId,
        email: 'chris.client@example.com',
        first_name: 'Chris',
        last_name: 'Client',
        verified_status: 'not_verified',
        force_filling_missing_personal_details: true,
        requires_secondary_document: false,
        missing_step: 'personal_details',
      },
    });
    const managed = await send(staff, 'GET', '/api/profiles/managed-user/', clientId);
    expect(managed.statusCode).toBe(200);
    expect(managed.json()).toEqual(res.json().managed_user_individual_info);
  });

  it('saves the personal details the staff member enters on the client, not on the staff member', async () => {
    const saved = await send(staff, 'POST', '/api/profiles/personal-details/', clientId, personal);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ first_name: 'Christine', status: 'not_verified' });

    const clientsDetails = await send(staff, 'GET', '/api/profiles/personal-details/', clientId);
    expect(clientsDetails.json()).toMatchObject({ id: saved.json().id, first_name: 'Christine' });
    expect((await send(staff, 'GET', '/api/profiles/personal-details/')).statusCode).toBe(404);

    // The name now comes from the client's personal details; their next step is the secondary document.
    const info = (await send(staff, 'GET', '/api/profiles/managed-user/', clientId)).json();
    expect(info).toMatchObject({
      first_name: 'Christine',
      last_name: 'Clientele',
      verified_status: 'not_verified',
      force_filling_missing_personal_details: true,
      requires_secondary_document: true,
      missing_step: 'secondary_verification_document',
    });
    const own = (await send(staff, 'GET', '/api/profiles/my/', clientId)).json();
    expect(own).toMatchObject({ first_name: 'Sam', last_name: 'Nguyen', requires_secondary_document: false });
  });

  it('stops forcing the flow once contact and additional details are in, the secondary document aside', async () => {
    const contact = await send(staff, 'POST', '/api/profiles/contact-details/', clientId, {
      channel: 'email',
      country: 'AU',
      address_line_1: 'PO Box 9',
      suburb: 'Brisbane',
      state: 'QLD',
      post_code: '4000',
    });
    expect(contact.statusCode).toBe(200);
    expect((await send(staff, 'GET', '/api/profiles/managed-user/', clientId)).json()).toMatchObject({
      force_filling_missing_personal_details: true,
      missing_step: 'secondary_verification_document',
    });
    const additional = await send(staff, 'POST', '/api/profiles/additional-details/', clientId, {
      occupation: 'Teacher',
      country_of_citizenship: ['AU'],
    });
    expect(additional.statusCode).toBe(200);
    expect((await send(staff, 'GET', '/api/profiles/managed-user/', clientId)).json()).toMatchObject({
      force_filling_missing_personal_details: false,
      requires_secondary_document: true,
      missing_step: 'secondary_verification_document',
    });
  });

  it('says nothing is missing for a client whose details are complete', async () => {
    const res = await send(staff, 'GET', '/api/profiles/my/', investorId);
    expect(res.json().managed_user_individual_info).toEqual({
      user_id: investorId,
      email: INVESTOR.email,
      first_name: 'Olivia',
      last_name: 'Bennett',
      verified_status: 'verified',
      force_filling_missing_personal_details: false,
      requires_secondary_document: false,
      missing_step: null,
    });
  });

  it('refuses an investor who names another user', async () => {
    for (const url of ['/api/profiles/my/', '/api/profiles/managed-user/']) {
      const res = await send(investor, 'GET', url, clientId);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('managed_user_forbidden');
    }
    expect((await send(investor, 'POST', '/api/profiles/personal-details/', clientId, personal)).statusCode).toBe(403);
  });

  it('has no managed client without the header, or when the header names the user themself', async () => {
    for (const actingFor of [undefined, staffId]) {
      const res = await send(staff, 'GET', '/api/profiles/my/', actingFor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user_id: staffId, managed_user_individual_info: null });
      const managed = await send(staff, 'GET', '/api/profiles/managed-user/', actingFor);
      expect(managed.statusCode).toBe(404);
      expect(managed.json().code).toBe('not_found');
    }
  });

  it('answers a staff password with the code step only: no profile before the second factor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/login/',
      payload: { email: STAFF.email, password: STAFF.password },
      remoteAddress: '10.1.1.2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toBeNull();
    expect(res.json().two_factor).toMatchObject({ reason: 'login', channel: 'sms', destination: '•••• ••• 001' });
  });
});
