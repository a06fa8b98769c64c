import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, INVESTOR, signIn, STAFF } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/profiles/my/', () => {
  it('carries every field of spec 1 §3, the user’s own details included', async () => {
    const key = await signIn(t.app, INVESTOR);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/my/',
      headers: { ...bearer(key), accept: 'application/json; version=2.0' },
    });
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      email: INVESTOR.email,
      verified_status: 'verified',
      personal_detail: { first_name: 'Olivia', last_name: 'Bennett', status: 'verified' },
      managed_user_individual_info: null,
    });
    // The portfolio managers of the demo investor's accounts.
    expect(profile.advisors.map((a: { first_name: string }) => a.first_name)).toEqual(['Daniel', 'Priya']);
    // The demo investor's seeded contact and additional details.
    expect(profile.contact_detail).toMatchObject({ country: 'AU' });
    expect(profile.additional_detail.country_of_citizenship).toContain('AU');
    // The sign-in just made is the newest activity.
    expect(profile.activities[0]).toMatchObject({ activity_type: 'sign_in' });
    expect(profile.notification_settings[0]).toMatchObject({ is_required: true, send_email: true });
  });

  it('gives staff their own profile, with no details of anyone else', async () => {
    const key = await signIn(t.app, STAFF);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).json();
    expect(profile).toMatchObject({
      email: STAFF.email,
      is_staff: true,
      staff_role: 'operator',
      personal_detail: null,
    });
  });
});
