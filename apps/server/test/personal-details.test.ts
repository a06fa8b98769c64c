import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR, STAFF, bearer, signIn } from './helpers/auth-client.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

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
