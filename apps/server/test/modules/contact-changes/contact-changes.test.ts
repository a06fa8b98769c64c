import { AuthMessages, ContactChangeMessages, ErrorCode } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users, verificationCodes } from '../../../src/db/schema/index.js';
import { INVESTOR, bearer, latestMessage, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { passportDetails } from '../../helpers/person-details.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (key: string | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: key ? bearer(key) : {} });
const profileOf = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).json();
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Makes the user's codes and links look older than the resend timeout (60 s); their expiry stays. */
async function ageCodesAndLinks(userId: number) {
  const long = new Date(Date.now() - 2 * 60 * 1000);
  await t.database.db.update(verificationCodes).set({ createdAt: long }).where(eq(verificationCodes.userId, userId));
  await t.database.db.update(oneTimeTokens).set({ createdAt: long }).where(eq(oneTimeTokens.userId, userId));
}

function linkToken(body: string): string {
  const match = body.match(/\/account\/change-email\/\?token=([\w-]+)/);
  if (!match) throw new Error(`no link in: ${body}`);
  return match[1]!;
}

describe('change e-mail address', () => {
  let person: TestPerson;
  beforeAll(async () => {
    person = await createPerson(t, 'email-changer');
  });

  it('is behind the two-factor guard: OPTIONS says so and the write waits for a code', async () => {
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/profiles/change-email-address/',
      headers: bearer(person.key),
    });
    expect(options.json().security_schema).toMatchObject({ two_factor_required: true, confirmed: false });
    const refused = await post(person.key, '/api/profiles/change-email-address/', {
      new_email: 'new.address@example.com',
      password: person.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.actionConfirmationRequired);
  });

  it('flags a wrong password on its field, a taken or unchanged address on new_email', async () => {
    await confirmAction(t, person.key, person.phone);
    const url = '/api/profiles/change-email-address/';
    const wrong = await post(person.key, url, { new_email: 'new.address@example.com', password: 'Not-it-2026!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field_errors).toEqual({ password: [AuthMessages.wrongPassword] });

    const taken = await post(person.key, url, { new_email: 'INVESTOR@example.com', password: person.password });
    expect(taken.json().field_errors).toEqual({ new_email: [ContactChangeMessages.emailTaken] });

    const same = await post(person.key, url, { new_email: person.email, password: person.password });
    expect(same.json().field_errors).toEqual({ new_email: [ContactChangeMessages.sameEmail] });

    const malformed = await post(person.key, url, { new_email: 'not-an-address', password: '' });
    expect(malformed.json().field_errors).toEqual({
      new_email: ['Email format is not valid'],
      password: ['This field is required'],
    });
  });

  it('by link: nothing changes until the link from the new mailbox is opened, then the old address is told', async () => {
    const res = await post(person.key, '/api/profiles/change-email-address/', {
      new_email: 'Linked.Address@example.com',
      password: person.password,
      confirmation_type: 'link',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: ContactChangeMessages.emailLinkSent('linked.address@example.com'),
      new_email: 'linked.address@example.com',
    });
    expect((await profileOf(person.key)).email).toBe(person.email);

    const token = linkToken((await latestMessage(t.app, 'linked.address@example.com'))!.body);
    // The link works on a device that is not signed in: the token is the credential.
    const confirmed = await post(null, '/api/profiles/confirm-email-address-by-link/', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      detail: ContactChangeMessages.emailChanged('linked.address@example.com'),
      email: 'linked.address@example.com',
    });

    // The session stays, and sees the new address.
    expect((await profileOf(person.key)).email).toBe('linked.address@example.com');
    const notice = await latestMessage(t.app, person.email);
    expect(notice?.body).toContain('was changed to linked.address@example.com');

    const again = await post(null, '/api/profiles/confirm-email-address-by-link/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().field_errors.token).toEqual([AuthMessages.tokenInvalid]);
    person.email = 'linked.address@example.com';
  });

  it('by code: wrong and expired codes are refused, resend honours the timeout, the right code changes it', async () => {
    await confirmAction(t, person.key, person.phone);
    const target = 'coded.address@example.com';
    const res = await post(person.key, '/api/profiles/change-email-address/', {
      new_email: target,
      password: person.password,
      confirmation_type: 'code',
    });
    expect(res.json()).toEqual({ detail: ContactChangeMessages.emailCodeSent(target), new_email: target });
    const first = (await latestMessage(t.app, target))!.code!;
    expect(first).toMatch(/^\d{6}$/);

    const wrong = await post(person.key, '/api/profiles/confirm-email-address-by-code/', {
      code: first === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().field_errors.code).toEqual([AuthMessages.invalidCode]);

    const tooSoon = await post(person.key, '/api/profiles/resend-email-confirmation/', {
      email: target,
      confirmation_type: 'code',
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    const notPending = await post(person.key, '/api/profiles/resend-email-confirmation/', {
      email: 'someone.else@example.com',
      confirmation_type: 'code',
    });
    expect(notPending.json().field_errors.email).toEqual([ContactChangeMessages.noEmailChangePending]);

    // Expired: the code's life is over.
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.destination, target));
    const expired = await post(person.key, '/api/profiles/confirm-email-address-by-code/', { code: first });
    expect(expired.json().field_errors.code).toEqual([AuthMessages.codeExpired]);

    await ageCodesAndLinks(person.id);
    const resent = await post(person.key, '/api/profiles/resend-email-confirmation/', {
      email: target,
      confirmation_type: 'code',
    });
    expect(resent.json()).toEqual({ detail: ContactChangeMessages.codeResent });
    const second = (await latestMessage(t.app, target))!.code!;

    const done = await post(person.key, '/api/profiles/confirm-email-address-by-code/', { code: second });
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe(target);
    expect((await userRow(person.id)).email).toBe(target);
    expect((await latestMessage(t.app, person.email))?.body).toContain(`was changed to ${target}`);
    person.email = target;
  });

  it('another user’s session cannot use this user’s code, and their own data stays as it was', async () => {
    const other = await createPerson(t, 'bystander');
    await confirmAction(t, person.key, person.phone);
    const target = 'wanted.address@example.com';
    await post(person.key, '/api/profiles/change-email-address/', {
      new_email: target,
      password: person.password,
      confirmation_type: 'code',
    });
    const code = (await latestMessage(t.app, target))!.code!;
    const stolen = await post(other.key, '/api/profiles/confirm-email-address-by-code/', { code });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().field_errors.code).toEqual([AuthMessages.noCodeRequested]);
    expect((await userRow(other.id)).email).toBe(other.email);
    expect((await userRow(person.id)).email).toBe(person.email);
  });

  it('refuses an address someone registered while the code was on its way', async () => {
    await confirmAction(t, person.key, person.phone);
    const target = 'race.address@example.com';
    await post(person.key, '/api/profiles/change-email-address/', {
      new_email: target,
      password: person.password,
      confirmation_type: 'code',
    });
    const code = (await latestMessage(t.app, target))!.code!;
    await t.database.db.insert(users).values({ email: target, firstName: 'Quick', lastName: 'Registrant' });
    const res = await post(person.key, '/api/profiles/confirm-email-address-by-code/', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([ContactChangeMessages.emailTaken]);
    expect((await userRow(person.id)).email).toBe(person.email);
  });
});

describe('change mobile number', () => {
  let person: TestPerson;
  let other: TestPerson;
  const NEW_PHONE = '0455 123 987';
  const NEW_DIGITS = '0455123987';
  beforeAll(async () => {
    person = await createPerson(t, 'phone-changer');
    other = await createPerson(t, 'phone-bystander');
  });

  it('needs the two-factor code, the right password and a valid mobile number', async () => {
    const url = '/api/profiles/change-phone-number/';
    const guarded = await post(person.key, url, { new_phone_number: NEW_PHONE, password: person.password });
    expect(guarded.json().code).toBe(ErrorCode.actionConfirmationRequired);

    await confirmAction(t, person.key, person.phone);
    const wrong = await post(person.key, url, { new_phone_number: NEW_PHONE, password: 'Not-it-2026!' });
    expect(wrong.json().field_errors).toEqual({ password: [AuthMessages.wrongPassword] });
    const malformed = await post(person.key, url, { new_phone_number: '0312345678', password: person.password });
    expect(malformed.json().field_errors).toEqual({ new_phone_number: ['The format is not valid'] });
    const same = await post(person.key, url, { new_phone_number: person.phone, password: person.password });
    expect(same.json().field_errors).toEqual({ new_phone_number: [ContactChangeMessages.samePhone] });
  });

  it('sends the code to the new number, refuses wrong codes and early resends, then changes the number', async () => {
    await confirmAction(t, person.key, person.phone);
    const res = await post(person.key, '/api/profiles/change-phone-number/', {
      new_phone_number: NEW_PHONE,
      password: person.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ new_phone_number: NEW_DIGITS });
    expect((await profileOf(person.key)).phone_number).toBe(person.phone);
    const sms = (await latestMessage(t.app, NEW_DIGITS))!;
    expect(sms.channel).toBe('sms');

    const wrong = await post(person.key, '/api/profiles/confirm-phone-number/', {
      code: sms.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().field_errors.code).toEqual([AuthMessages.invalidCode]);
    const letters = await post(person.key, '/api/profiles/confirm-phone-number/', { code: '12ab56' });
    expect(letters.json().field_errors.code).toEqual(['must contain numbers only']);

    const tooSoon = await post(person.key, '/api/profiles/resend-phone-number-confirmation/', {
      phone_number: NEW_PHONE,
    });
    expect(tooSoon.statusCode).toBe(429);
    const otherNumber = await post(person.key, '/api/profiles/resend-phone-number-confirmation/', {
      phone_number: '0499 000 111',
    });
    expect(otherNumber.json().field_errors.phone_number).toEqual([ContactChangeMessages.noPhoneChangePending]);

    // Someone else's session cannot confirm it, nor is their number touched.
    const stolen = await post(other.key, '/api/profiles/confirm-phone-number/', { code: sms.code });
    expect(stolen.json().field_errors.code).toEqual([AuthMessages.noCodeRequested]);

    await ageCodesAndLinks(person.id);
    const resent = await post(person.key, '/api/profiles/resend-phone-number-confirmation/', {
      phone_number: NEW_PHONE,
    });
    expect(resent.json()).toEqual({ detail: ContactChangeMessages.codeResent });
    const code = (await latestMessage(t.app, NEW_DIGITS))!.code!;

    const done = await post(person.key, '/api/profiles/confirm-phone-number/', { code });
    expect(done.json()).toEqual({
      detail: ContactChangeMessages.phoneChanged('0455 123 987'),
      phone_number: NEW_DIGITS,
    });
    expect((await profileOf(person.key)).phone_number).toBe(NEW_DIGITS);
    expect((await latestMessage(t.app, person.email))?.body).toContain('changed to 0455 123 987');
    expect((await userRow(other.id)).phoneNumber).toBe(other.phone);

    // Used once: the same code does nothing a second time.
    const replay = await post(person.key, '/api/profiles/confirm-phone-number/', { code });
    expect(replay.statusCode).toBe(400);
  });

  it('an expired code is refused', async () => {
    await confirmAction(t, other.key, other.phone);
    await post(other.key, '/api/profiles/change-phone-number/', {
      new_phone_number: '0466 000 222',
      password: other.password,
    });
    const code = (await latestMessage(t.app, '0466000222'))!.code!;
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.destination, '0466000222'));
    const res = await post(other.key, '/api/profiles/confirm-phone-number/', { code });
    expect(res.json().field_errors.code).toEqual([AuthMessages.codeExpired]);
    expect((await userRow(other.id)).phoneNumber).toBe(other.phone);
  });
});

describe('change residential address', () => {
  const address = {
    country: 'AU',
    street_number: '12',
    street_name: 'Harbour Street',
    suburb: 'Haymarket',
    state: 'NSW',
    post_code: '2000',
  };

  it('asks for the personal details first when there are none', async () => {
    const person = await createPerson(t, 'no-details');
    await confirmAction(t, person.key, person.phone);
    const res = await post(person.key, '/api/profiles/change-address/', address);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([ContactChangeMessages.noPersonalDetails]);
  });

  it('changes only the address of the personal details, with the same field rules', async () => {
    const person = await createPerson(t, 'mover');
    const saved = await post(
      person.key,
      '/api/profiles/personal-details/',
      passportDetails(
        { first_name: 'Morgan', last_name: 'Mover', date_of_birth: '1980-05-17' },
        { document_id: 'PA1234567', expiry_date: '2035-01-01' },
      ),
    );
    expect(saved.statusCode).toBe(200);
    const investorBefore = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profiles/personal-details/',
        headers: bearer(await investorKey()),
      })
    ).json();

    const guarded = await post(person.key, '/api/profiles/change-address/', address);
    expect(guarded.json().code).toBe(ErrorCode.actionConfirmationRequired);
    await confirmAction(t, person.key, person.phone);

    const invalid = await post(person.key, '/api/profiles/change-address/', {
      ...address,
      street_name: '',
      suburb: 'x'.repeat(36),
    });
    expect(invalid.json().field_errors).toMatchObject({
      street_name: ['This field is required'],
      suburb: ['This field cannot contain more than 35 symbols'],
    });

    const res = await post(person.key, '/api/profiles/change-address/', address);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: ContactChangeMessages.addressChanged, ...address });
    const details = (
      await t.app.inject({ method: 'GET', url: '/api/profiles/personal-details/', headers: bearer(person.key) })
    ).json();
    expect(details).toMatchObject({ ...address, first_name: 'Morgan', status: saved.json().status });

    const investorAfter = (
      await t.app.inject({
        method: 'GET',
        url: '/api/profiles/personal-details/',
        headers: bearer(await investorKey()),
      })
    ).json();
    expect(investorAfter).toEqual(investorBefore);
  });
});

let investor: string | undefined;
async function investorKey(): Promise<string> {
  investor ??= await signIn(t.app, INVESTOR);
  return investor;
}
