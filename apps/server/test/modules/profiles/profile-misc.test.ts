import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson } from '../../helpers/test-people.js';

let t: TestApp;
let investor: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
});
afterAll(() => t.close());

const patchMisc = (key: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/profiles/my/misc/', headers: bearer(key), payload: payload as object });
const profile = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).json();

describe('PATCH /api/profiles/my/misc/ (marketing opt-out)', () => {
  it('turns the opt-out on and off, and the profile says so at once', async () => {
    const on = await patchMisc(investor, { marketing_opt_out: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ marketing_opt_out: true });
    expect((await profile(investor)).marketing_opt_out).toBe(true);

    const off = await patchMisc(investor, { marketing_opt_out: false });
    expect(off.json()).toEqual({ marketing_opt_out: false });
    expect((await profile(investor)).marketing_opt_out).toBe(false);
  });

  it('changes only the caller’s own profile', async () => {
    await patchMisc(staff, { marketing_opt_out: true });
    expect((await profile(staff)).marketing_opt_out).toBe(true);
    expect((await profile(investor)).marketing_opt_out).toBe(false);
  });

  it('needs no two-factor code, unlike the login two-factor switch', async () => {
    // A fresh sign-in has confirmed no action code; the misc patch still goes through.
    const res = await patchMisc(investor, { marketing_opt_out: true });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a missing or wrong value, and anything else in the body', async () => {
    expect((await patchMisc(investor, {})).json().field_errors).toHaveProperty('marketing_opt_out');
    expect((await patchMisc(investor, { marketing_opt_out: 'yes' })).statusCode).toBe(400);
    const extra = await patchMisc(investor, { marketing_opt_out: true, is_staff: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().field_errors).toHaveProperty('is_staff');
    expect((await profile(investor)).is_staff).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/my/misc/',
      payload: { marketing_opt_out: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/profiles/active-applications/ (spec 1 §7)', () => {
  const activeOf = async (key: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profiles/active-applications/', headers: bearer(key) })).json();

  it('lists the application the person registered with and those of their accounts’ products', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/company-applications/' })).json().results as Array<{
      id: number;
      product_key: string;
    }>;
    // The demo investor's accounts hold the portfolio product, and her trust in setup loan notes too.
    const mine = await activeOf(investor);
    expect(mine.results.map((a: { product_key: string }) => a.product_key).sort()).toEqual(['icf', 'ipm']);
    expect(mine.count).toBe(2);
    expect(mine.results).toEqual(all.filter((a) => ['icf', 'ipm'].includes(a.product_key)));
  });

  it('gives someone with no account only the application they belong to', async () => {
    const person = await createPerson(t, 'active-applications');
    const theirs = await activeOf(person.key);
    expect(theirs.results).toHaveLength(1);
    expect(theirs.results[0].product_key).toBe('ipm');
  });
});
