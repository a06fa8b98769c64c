import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../../../src/db/schema/index.js';
import { bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import { createPerson, insertPerson, type TestPerson } from '../../helpers/test-people.js';

export const OPERATOR = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
export const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** Uploads a file as the person (POST personal-document); its id. */
export async function upload(t: TestApp, key: string, content: Buffer, name: string): Promise<number> {
  const boundary = '----portalBoundaryIR';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profiles/personal-document/',
    headers: { ...bearer(key), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
  return res.json().id;
}

export function details(lastName: string, fileId: number | null) {
  return {
    title: 1,
    gender: 2,
    first_name: 'Jamie',
    last_name: lastName,
    date_of_birth: '1985-06-01',
    country: 'AU',
    state: 'NSW',
    suburb: 'Sydney',
    post_code: '2000',
    street_number: '5',
    street_name: 'Pitt Street',
    address_line_1: '',
    consent_access: true,
    primary_verification_document: {
      document_type: 'driver_licence',
      document_state: 'NSW',
      document_id: '87654321',
      card_number: '2087654321',
      expiry_date: '2031-06-30',
      document_file: fileId,
    },
  };
}

export const saveDetails = (t: TestApp, key: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/profiles/personal-details/', headers: bearer(key), payload: body });

/**
 * A person who failed the automatic check three times (last name Unverifiable) and skipped it:
 * their details wait for staff, with a licence copy and a secondary passport with its copy.
 */
export async function skippedPerson(
  t: TestApp,
  label: string,
): Promise<TestPerson & { licenceFile: number; passportFile: number }> {
  const person = await createPerson(t, label);
  const licenceFile = await upload(t, person.key, PNG, 'licence.png');
  let id = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await saveDetails(t, person.key, details('Unverifiable', licenceFile));
    if (res.statusCode !== 200 || res.json().status !== 'not_verified') throw new Error(`save: ${res.body}`);
    id = res.json().id;
  }
  const passportFile = await upload(t, person.key, PDF, 'passport.pdf');
  const secondary = await t.app.inject({
    method: 'POST',
    url: `/api/profiles/personal-details/${id}/secondary-verification-document/`,
    headers: bearer(person.key),
    payload: {
      document_type: 'passport',
      document_id: 'PA7654321',
      issue_date: '2020-01-02',
      expiry_date: '2031-01-01',
      document_file: passportFile,
    },
  });
  if (secondary.statusCode >= 300) throw new Error(`secondary: ${secondary.body}`);
  const skipped = await t.app.inject({
    method: 'POST',
    url: `/api/profiles/personal-details/${id}/skip-verification/`,
    headers: bearer(person.key),
  });
  if (skipped.json().status !== 'pending') throw new Error(`skip: ${skipped.body}`);
  return { ...person, licenceFile, passportFile };
}

/** A staff member with the role, signed in: the back office's session key. */
export async function staffKey(
  t: TestApp,
  label: string,
  role: 'operator' | 'portfolio_manager' | 'auditor',
): Promise<string> {
  const person = await insertPerson(t.database, label);
  await t.database.db
    .update(users)
    .set({ isStaff: true, staffRole: role, loginTwoFactorAuthEnabled: true })
    .where(eq(users.id, person.id));
  t.app.sessions.forgetAll();
  return signIn(t.app, { email: person.email, password: person.password, phone: person.phone });
}

export function request(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = OPERATOR,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api/operator${url}`, headers, ...(payload ? { payload } : {}) });
}
