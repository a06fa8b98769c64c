import { ErrorCode, Messages } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalDetails, users } from '../../../src/db/schema/index.js';
import { PersonalDetailsService } from '../../../src/modules/identity/personal-details.service.js';
import { HttpError } from '../../../src/plugins/app/http-errors.js';
import { INVESTOR, STAFF, bearer, latestMessage, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let investor: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

async function uploadLicence(key: string): Promise<number> {
  const boundary = '----portalBoundaryPD';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profiles/personal-document/',
    headers: { ...bearer(key), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json().id;
}

function details(overrides: Record<string, unknown> = {}, document: Record<string, unknown> = {}) {
  return {
    title: 2, // Mrs
    gender: 1, // Female
    first_name: 'Olivia',
    last_name: "O'Bennett-Smith",
    date_of_birth: '1980-04-12',
    country: 'AU',
    state: 'NSW',
    suburb: 'Sydney',
    post_code: '2000',
    street_number: '1',
    street_name: 'George Street',
    address_line_1: '',
    consent_access: true,
    primary_verification_document: {
      document_type: 'driver_licence',
      document_state: 'NSW',
      document_id: '12345678',
      card_number: '2012345678',
      expiry_date: '2031-06-30',
      ...document,
    },
    ...overrides,
  };
}

const save = (key: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/personal-details/', headers: bearer(key), payload: body });

describe('personal details', () => {
  it('saves the details and verifies the identity with the document', async () => {
    const file = await uploadLicence(investor);
    const res = await save(investor, details({}, { document_file: file }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Olivia',
      status: 'verified',
      no_failed_verification_attempts: 0,
      verification_message: null,
      primary_verification_document: {
        document_type: 'driver_licence',
        document_state: 'NSW',
        document_file: { id: file, file_name: 'licence.pdf' },
      },
    });
    const got = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/personal-details/',
      headers: bearer(investor),
    });
    expect(got.json().id).toBe(res.json().id);
  });

  it('keeps unverified details, counts the attempt and says so in the spec’s words; skipping is allowed after three', async () => {
    const file = await uploadLicence(staff);
    const failing = details(
      { first_name: 'Sam', title: 1, gender: 2 },
      { document_id: '12345670', document_file: file },
    );
    const first = await save(staff, failing);
    expect(first.json()).toMatchObject({
      status: 'not_verified',
      no_failed_verification_attempts: 1,
      verification_message:
        'Your details could not be verified automatically, we will be in contact with you to verify your identity.',
    });
    const id = first.json().id;
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/personal-details/${id}/skip-verification/`,
      headers: bearer(staff),
    });
    expect(early.statusCode).toBe(400);
    await save(staff, failing);
    expect((await save(staff, failing)).json().no_failed_verification_attempts).toBe(3);
    const skipped = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/personal-details/${id}/skip-verification/`,
      headers: bearer(staff),
    });
    expect(skipped.json()).toMatchObject({ status: 'pending', first_name: 'Sam' });
  });

  it('puts every broken rule on its field', async () => {
    const res = await save(
      investor,
      details(
        { title: 1, first_name: 'Ol1via', date_of_birth: '2015-01-01', consent_access: false, street_name: '' },
        { document_id: 'AB-12', expiry_date: '2001-01-01' },
      ),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().field_errors;
    expect(errors.first_name).toEqual(['This field must contain letters, apostrophes, and hyphens only']);
    expect(errors.date_of_birth).toEqual(['You must be at least 18 years old']);
    expect(errors.street_name).toEqual(['This field is required']);
    expect(errors['primary_verification_document.document_id']).toEqual(['The format is not valid']);
    expect(errors['primary_verification_document.expiry_date']).toEqual(['Date cannot be in the past']);
  });

  it('checks the title against the gender, the consent and the licence copy', async () => {
    const res = await save(staff, details({ title: 1, gender: 1, consent_access: false }, { document_id: '87654321' }));
    expect(res.json().field_errors).toEqual({
      title: ['Choose a title offered for the selected gender.'],
      consent_access: ['This field is required'],
      'primary_verification_document.document_file': ['This field is required'],
    });
  });

  it('accepts a passport without a copy, and refuses another user’s file', async () => {
    const passport = details(
      {},
      {
        document_type: 'passport',
        document_id: 'PA1234567',
        issue_date: '2020-01-01',
        expiry_date: '2030-01-01',
        document_state: undefined,
        card_number: undefined,
      },
    );
    const ok = await save(investor, passport);
    expect(ok.json()).toMatchObject({
      status: 'verified',
      primary_verification_document: { document_type: 'passport', document_state: null },
    });
    const othersFile = await uploadLicence(staff);
    const res = await save(investor, details({}, { document_id: '22223333', document_file: othersFile }));
    expect(res.json().field_errors['primary_verification_document.document_file']).toEqual([
      'Upload the document again: this file was not found.',
    ]);
  });

  it('never changes another user’s details', async () => {
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/profiles/personal-details/', headers: bearer(investor) })
    ).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/personal-details/${mine.id}/`,
      headers: bearer(staff),
      payload: details(),
    });
    expect(res.statusCode).toBe(404);
  });
});

/** A new user who accepted an invitation and stands at its personal_details step. */
let invited = 0;
async function invitedUser(): Promise<{ key: string; uuid: string; email: string }> {
  invited += 1;
  const email = `unreachable${invited}@example.com`;
  const phone = `04129900${String(invited).padStart(2, '0')}`;
  const password = 'Unreachable-Check-2026!';
  const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload });
  const { uuid, code } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/operator/invites/',
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
      payload: { email, phone_number: phone, type: 'individual' },
    })
  ).json();
  await post(`/api/auth/registration-invites/${uuid}/accept-toc/`);
  await post(`/api/auth/registration-invites/${uuid}/activate-invite/`, { code });
  await post(`/api/auth/wizard/${uuid}/sign-up/`, {
    email,
    phone_number: phone,
    password1: password,
    password2: password,
    agreement_terms_and_policy: true,
  });
  await post(`/api/auth/wizard/${uuid}/confirm-email-address-by-code/`, {
    code: (await latestMessage(t.app, email))!.code,
  });
  const done = await post(`/api/auth/wizard/${uuid}/confirm-phone-number/`, {
    code: (await latestMessage(t.app, phone))!.code,
  });
  return { key: done.json().key, uuid, email };
}

const inviteStep = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${uuid}/` })).json().registration_step;

async function storedRow(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.database.db.select().from(personalDetails).where(eq(personalDetails.userId, user!.id));
  return row;
}

/** A passport holder the local verifier cannot reach (last name 'Unreachable', README rule). */
const unreachable = (lastName = 'Unreachable') =>
  details(
    { first_name: 'Una', last_name: lastName },
    {
      document_type: 'passport',
      document_id: 'PA7654321',
      issue_date: '2021-02-03',
      expiry_date: '2031-02-03',
      document_state: undefined,
      card_number: undefined,
    },
  );

const skip = (key: string, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/profiles/personal-details/${id}/skip-verification/`,
    headers: bearer(key),
  });

describe('personal details when the identity check cannot be reached (error_1)', () => {
  it('answers 503 error_1, keeps what was typed without counting an attempt, and lets the person skip', async () => {
    const person = await invitedUser();
    expect(await inviteStep(person.uuid)).toBe('personal_details');

    const res = await save(person.key, unreachable());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: Messages.identityCheckUnavailable, code: ErrorCode.identityCheckUnavailable });
    expect(res.json().code).toBe('error_1');

    const stored = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/personal-details/',
      headers: bearer(person.key),
    });
    expect(stored.json()).toMatchObject({
      first_name: 'Una',
      last_name: 'Unreachable',
      status: 'not_verified',
      no_failed_verification_attempts: 0,
      primary_verification_document: { document_type: 'passport', document_id: 'PA7654321' },
    });
    expect((await storedRow(person.email))!.checkUnavailableAt).toBeInstanceOf(Date);
    // Nothing was decided, so registration stays where it was.
    expect(await inviteStep(person.uuid)).toBe('personal_details');

    const skipped = await skip(person.key, stored.json().id);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      status: 'pending',
      last_name: 'Unreachable',
      no_failed_verification_attempts: 0,
    });
    expect(await inviteStep(person.uuid)).toBe('secondary_verification_document');

    // The secondary document's check cannot run either: it is kept for staff and registration goes on.
    const secondary = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/personal-details/${stored.json().id}/secondary-verification-document/`,
      headers: bearer(person.key),
      payload: {
        document_type: 'medicare_card',
        card_type: 'green',
        medicare_card_number: '2123 45670 1',
        individual_reference_number: '1',
        medicare_expiry_date: '2030-06-30',
      },
    });
    expect(secondary.statusCode).toBe(200);
    expect(secondary.json().status).toBe('not_verified');
    expect(await inviteStep(person.uuid)).toBe('contact_details');
  });

  it('does not count the attempt on top of earlier failures, and a PATCH answers the same', async () => {
    const person = await invitedUser();
    const first = await save(person.key, unreachable('Unverifiable'));
    expect(first.json()).toMatchObject({ status: 'not_verified', no_failed_verification_attempts: 1 });

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/personal-details/${first.json().id}/`,
      headers: bearer(person.key),
      payload: unreachable('UNREACHABLE'),
    });
    expect(patched.statusCode).toBe(503);
    expect(patched.json().code).toBe('error_1');
    const row = await storedRow(person.email);
    expect(row).toMatchObject({ lastName: 'UNREACHABLE', status: 'not_verified', failedVerificationAttempts: 1 });
    expect(row!.checkUnavailableAt).toBeInstanceOf(Date);
  });

  it('clears error_1 once a check runs again, so skipping is again refused before three failures', async () => {
    const person = await invitedUser();
    expect((await save(person.key, unreachable())).statusCode).toBe(503);

    const failed = await save(person.key, unreachable('Unverifiable'));
    expect(failed.json()).toMatchObject({ status: 'not_verified', no_failed_verification_attempts: 1 });
    expect((await storedRow(person.email))!.checkUnavailableAt).toBeNull();
    const refused = await skip(person.key, failed.json().id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual(['Verification can be skipped after 3 unsuccessful attempts.']);
    expect(await inviteStep(person.uuid)).toBe('secondary_verification_document');

    expect((await save(person.key, unreachable())).statusCode).toBe(503);
    const verified = await save(person.key, unreachable('Citizen'));
    expect(verified.json()).toMatchObject({ status: 'verified', last_name: 'Citizen' });
    expect((await storedRow(person.email))!.checkUnavailableAt).toBeNull();
  });

  it('refuses to skip a fresh detail whose check ran, with fewer than three failures', async () => {
    const person = await invitedUser();
    const failed = await save(person.key, unreachable('Unverifiable'));
    expect(failed.json().no_failed_verification_attempts).toBe(1);
    expect((await skip(person.key, failed.json().id)).statusCode).toBe(400);
    expect((await storedRow(person.email))!.status).toBe('not_verified');
  });

  it('lets any other failure of the verifier through as a server error, saving nothing', async () => {
    const person = await invitedUser();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, person.email));
    const broken = new PersonalDetailsService(
      t.database.db,
      {
        name: 'broken',
        verify: () => Promise.reject(new Error('the adapter has a bug')),
      },
      t.app.uploadedFiles,
      t.app.events,
    );
    const input = unreachable('Citizen') as Parameters<PersonalDetailsService['save']>[1];
    const attempt = broken.save(user!.id, input, new Date());
    await expect(attempt).rejects.toThrow('the adapter has a bug');
    await expect(attempt).rejects.not.toBeInstanceOf(HttpError);
    expect(await storedRow(person.email)).toBeUndefined();
  });
});
