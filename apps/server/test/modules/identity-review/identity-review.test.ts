import {
  ErrorCode,
  Messages,
  IdentityReviewMessages,
  type IdentityReview,
  type Page,
  type IdentityReviewRow,
} from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, notifications, outboxMessages, personalDetails } from '../../../src/db/schema/index.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { PDF, PNG, details, request, saveDetails, skippedPerson, staffKey, upload } from './identity-review-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const list = async (query = '', headers?: Record<string, string>) => {
  const res = await request(t, 'GET', `/identity-reviews/${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page<IdentityReviewRow>;
};

async function lastEmailTo(email: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email), eq(outboxMessages.channel, 'email')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('the identity review queue', () => {
  it('lists the details waiting for staff (pending), searched by name or e-mail, ordered and paged by the server', async () => {
    const a = await skippedPerson(t, 'queue-a');
    const b = await skippedPerson(t, 'queue-b');
    const page = await list();
    expect(page.results.every((row) => row.status === 'pending')).toBe(true);
    const rowA = page.results.find((row) => row.user_id === a.id);
    expect(rowA).toMatchObject({
      first_name: 'Jamie',
      last_name: 'Unverifiable',
      email: a.email,
      status: 'pending',
      failed_attempts: 3,
      reasons: ['Name could not be matched'],
    });
    expect(rowA!.skipped_at).not.toBeNull();
    // The demo person waits too.
    expect(page.results.map((row) => row.email)).toContain('review@example.com');

    const byEmail = await list(`?search=${encodeURIComponent(b.email.toUpperCase())}`);
    expect(byEmail.results.map((row) => row.user_id)).toEqual([b.id]);
    const byName = await list('?search=jamie%20unverif&ordering=-updated');
    expect(byName.results.map((row) => row.user_id).slice(0, 2)).toEqual([b.id, a.id]);

    const oneRow = await list('?page_size=1&ordering=updated');
    expect(oneRow.results).toHaveLength(1);
    expect(oneRow.count).toBe(page.count);
    expect(oneRow.next).toContain('page=2');

    expect((await list('?status=verified')).results.map((row) => row.email)).toContain(INVESTOR.email);
    const bad = await request(t, 'GET', '/identity-reviews/?ordering=email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toHaveProperty('ordering');
  }, 60_000);
});

describe('one review', () => {
  it('shows the details as entered, the check’s reasons, the secondary document and both files as operator downloads', async () => {
    const person = await skippedPerson(t, 'detail');
    const res = await request(t, 'GET', `/identity-reviews/${person.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json() as IdentityReview;
    expect(review).toMatchObject({
      user_id: person.id,
      first_name: 'Jamie',
      last_name: 'Unverifiable',
      date_of_birth: '1985-06-01',
      address: '5 Pitt Street, Sydney, NSW, 2000, AU',
      status: 'pending',
      reasons: ['Name could not be matched'],
      primary_document: {
        document_type: 'driver_licence',
        fields: expect.arrayContaining([
          { label: 'Document number', value: '87654321' },
          { label: 'Card number', value: '2087654321' },
        ]),
      },
      secondary_document: {
        document_type: 'passport',
        fields: expect.arrayContaining([{ label: 'Document number', value: 'PA7654321' }]),
      },
      review_message: null,
    });
    expect(review.files).toEqual([
      expect.objectContaining({ id: person.licenceFile, kind: 'primary_document', content_type: 'image/png' }),
      expect.objectContaining({ id: person.passportFile, kind: 'secondary_document', content_type: 'application/pdf' }),
    ]);

    const licence = await request(t, 'GET', review.files[0]!.url.replace('/api/operator', ''));
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toBe('image/png');
    expect(licence.rawPayload.equals(PNG)).toBe(true);
    const passport = await request(t, 'GET', `/identity-reviews/${person.id}/files/${person.passportFile}/`);
    expect(passport.headers['content-type']).toBe('application/pdf');
    expect(passport.rawPayload.equals(PDF)).toBe(true);
  }, 60_000);

  it('answers 404 for a file that is not one of this person’s documents, and for someone without details', async () => {
    const person = await skippedPerson(t, 'foreign');
    const other = await skippedPerson(t, 'foreign-other');
    const stray = await upload(t, person.key, PNG, 'stray.png');
    for (const url of [
      `/identity-reviews/${person.id}/files/${other.licenceFile}/`,
      `/identity-reviews/${other.id}/files/${person.licenceFile}/`,
      `/identity-reviews/${person.id}/files/${stray}/`,
      `/identity-reviews/${person.id}/files/2147483647/`,
    ]) {
      const res = await request(t, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.notFound });
    }
    expect((await request(t, 'GET', '/identity-reviews/2147483647/')).statusCode).toBe(404);
  }, 60_000);
});

describe('deciding', () => {
  it('approve: verified now, the investor is told in the portal and by e-mail, the audit names the user', async () => {
    const person = await skippedPerson(t, 'approve');
    const operator = await staffKey(t, 'approve-operator', 'operator');
    const res = await request(t, 'POST', `/identity-reviews/${person.id}/approve/`, bearer(operator), {
      note: 'Licence checked against the photo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'verified', review_message: null });
    expect(res.json().verified_at).not.toBeNull();
    const [row] = await t.database.db.select().from(personalDetails).where(eq(personalDetails.userId, person.id));
    expect(row).toMatchObject({ status: 'verified' });
    expect(row!.verifiedAt).not.toBeNull();

    expect(await notificationsOf(person.id)).toEqual([
      expect.objectContaining({
        title: IdentityReviewMessages.approvedTitle,
        description: IdentityReviewMessages.approvedBody,
      }),
    ]);
    const mail = await lastEmailTo(person.email);
    expect(mail).toMatchObject({ subject: IdentityReviewMessages.approvedTitle });
    expect(mail!.body).toContain(IdentityReviewMessages.approvedBody);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/personal-details/',
      headers: bearer(person.key),
    });
    expect(mine.json()).toMatchObject({ status: 'verified' });

    // The entry is written once the answer is sent: wait for it.
    const approvals = () =>
      t.database.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.action, 'POST /api/operator/identity-reviews/:userId/approve/'))
        .orderBy(desc(auditEntries.id));
    await expect.poll(async () => (await approvals()).some((e) => e.target === `user:${person.id}`)).toBe(true);
    const [entry] = await approvals();
    expect(entry).toMatchObject({ target: `user:${person.id}`, statusCode: 200, actorRole: 'operator' });
    // The trail keeps what the decision changed: the status, before and after.
    expect(entry!.changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'pending', after: 'verified' }]));

    // Deciding again: 409 with a clear message, for either decision.
    for (const [how, body] of [
      ['approve', {}],
      ['reject', { message: 'Too late' }],
    ] as const) {
      const again = await request(t, 'POST', `/identity-reviews/${person.id}/${how}/`, undefined, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: IdentityReviewMessages.alreadyVerified, code: ErrorCode.conflict });
    }
  }, 60_000);

  it('reject: not verified with the message kept; the investor receives it and may enter their details again', async () => {
    const person = await skippedPerson(t, 'reject');
    const message = 'The licence photo is unreadable. Please upload a clearer copy.';
    const res = await request(t, 'POST', `/identity-reviews/${person.id}/reject/`, undefined, { message });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'not_verified', review_message: message, failed_attempts: 0 });

    const [notice] = await notificationsOf(person.id);
    expect(notice).toMatchObject({ title: IdentityReviewMessages.rejectedTitle });
    expect(notice!.description).toContain(message);
    const mail = await lastEmailTo(person.email);
    expect(mail).toMatchObject({ subject: IdentityReviewMessages.rejectedTitle });
    expect(mail!.body).toContain(message);

    // The person's own view: the staff message, and attempts counted afresh (the form does not force a skip).
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/personal-details/',
      headers: bearer(person.key),
    });
    expect(mine.json()).toMatchObject({
      status: 'not_verified',
      review_message: message,
      no_failed_verification_attempts: 0,
    });
    const again = await saveDetails(t, person.key, details('Verifiable', person.licenceFile));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'verified', review_message: null });
  }, 60_000);

  it('a rejection waits for the investor: no second decision until they enter their details again', async () => {
    const person = await skippedPerson(t, 'awaiting');
    const rejected = await request(t, 'POST', `/identity-reviews/${person.id}/reject/`, undefined, {
      message: 'The licence number does not match the photo.',
    });
    expect(rejected.json()).toMatchObject({ status: 'not_verified', awaiting_investor: true });
    for (const [how, body] of [
      ['approve', {}],
      ['reject', { message: 'Still no match' }],
    ] as const) {
      const again = await request(t, 'POST', `/identity-reviews/${person.id}/${how}/`, undefined, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: IdentityReviewMessages.awaitingInvestor, code: ErrorCode.conflict });
    }
    expect(await notificationsOf(person.id)).toHaveLength(1);

    // The investor enters their details again and the check still fails: staff decide afresh.
    const resaved = await saveDetails(t, person.key, details('Unverifiable', person.licenceFile));
    expect(resaved.json()).toMatchObject({ status: 'not_verified' });
    const shown = await request(t, 'GET', `/identity-reviews/${person.id}/`);
    expect(shown.json()).toMatchObject({ status: 'not_verified', awaiting_investor: false });
    const approved = await request(t, 'POST', `/identity-reviews/${person.id}/approve/`, undefined, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'verified', awaiting_investor: false });
  }, 60_000);

  it('reject needs a message (400 on `message`), at most 1000 characters', async () => {
    const person = await skippedPerson(t, 'message');
    for (const body of [{}, { message: '' }, { message: '   ' }]) {
      const res = await request(t, 'POST', `/identity-reviews/${person.id}/reject/`, undefined, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.message).toEqual([IdentityReviewMessages.messageRequired]);
    }
    const long = await request(t, 'POST', `/identity-reviews/${person.id}/reject/`, undefined, {
      message: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().field_errors.message).toEqual([Messages.maxLength(1000)]);
    const [row] = await t.database.db.select().from(personalDetails).where(eq(personalDetails.userId, person.id));
    expect(row!.status).toBe('pending');
  }, 60_000);
});

describe('who may', () => {
  it('operators decide; portfolio managers and auditors read but are refused (403); investors are answered 404', async () => {
    const person = await skippedPerson(t, 'roles');
    const manager = await staffKey(t, 'roles-manager', 'portfolio_manager');
    const auditor = await staffKey(t, 'roles-auditor', 'auditor');
    const investor = await signIn(t.app, INVESTOR);
    for (const key of [manager, auditor]) {
      expect((await request(t, 'GET', '/identity-reviews/', bearer(key))).statusCode).toBe(200);
      expect((await request(t, 'GET', `/identity-reviews/${person.id}/`, bearer(key))).statusCode).toBe(200);
      const approve = await request(t, 'POST', `/identity-reviews/${person.id}/approve/`, bearer(key), {});
      expect(approve.statusCode).toBe(403);
      expect(approve.json().code).toBe(ErrorCode.staffRoleRefused);
      const reject = await request(t, 'POST', `/identity-reviews/${person.id}/reject/`, bearer(key), { message: 'No' });
      expect(reject.statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['GET', '/identity-reviews/'],
      ['GET', `/identity-reviews/${person.id}/`],
      ['GET', `/identity-reviews/${person.id}/files/${person.licenceFile}/`],
      ['POST', `/identity-reviews/${person.id}/approve/`],
    ] as const) {
      const res = await request(t, method, url, bearer(investor), method === 'POST' ? {} : undefined);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await request(t, 'GET', '/identity-reviews/', {})).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(personalDetails).where(eq(personalDetails.userId, person.id));
    expect(row!.status).toBe('pending');
  }, 60_000);
});
