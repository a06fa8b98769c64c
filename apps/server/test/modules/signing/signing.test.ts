import {
  ErrorCode,
  Messages,
  SigningMessages as M,
  type ChangeRequestToSign,
  type SigningEnvelopeView,
} from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingEnvelopeEvents, signingEnvelopeSigners, signingEnvelopes } from '../../../src/db/schema/index.js';
import { bearer, latestMessage } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { signingAccount, signingLinkOf, type Authority } from './signing-fixtures.js';

/**
 * Signing envelopes by the portal's own pages (issue #21 items 2-4; spec 2 §4, §7 change
 * requests, §8): who must sign, the signer's link, a decline, refusals that record nothing.
 */
let t: TestApp;
const completed: number[] = [];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// Worked out by hand: the SHA-256 of PDF above.
let PDF_SHA256: string;

let ann: TestPerson;
let bob: TestPerson;
let cat: TestPerson;

beforeAll(async () => {
  t = await startTestApp();
  // The completion hook the lead wires later: here it only counts.
  t.app.signing.setOnEnvelopeCompleted((id) => void completed.push(id));
  ann = await createPerson(t, 'sign-ann');
  bob = await createPerson(t, 'sign-bob');
  cat = await createPerson(t, 'sign-cat');
  const { createHash } = await import('node:crypto');
  PDF_SHA256 = createHash('sha256').update(PDF).digest('hex');
});
afterAll(() => t.close());

/** An account of Ann's with these people and authority, and an envelope sent for it. */
async function envelopeFor(type: 'individual' | 'joint' | 'company', people: TestPerson[], authority?: Authority) {
  const accountId = await signingAccount(t, `Signing ${type}`, type, people, authority);
  const envelope = await t.app.signing.createEnvelope({
    accountId,
    kind: 'application',
    subjectId: null,
    title: 'Application documents',
    documents: [{ name: 'Application form.pdf', kind: 'application_form', pdf: PDF }],
  });
  return envelope.id;
}

const linkOf = (person: TestPerson) => signingLinkOf(t, person);

const nameOf = (p: TestPerson) => `Test ${p.email.split('-').slice(0, 2).join('-')}`;
const post = (url: string, payload: object = {}, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const sign = (token: string, person: TestPerson, fullName = nameOf(person)) =>
  post(`/api/signing/${token}/sign/`, { consent_to_sign_electronically: true, full_name: fullName });
const statusOf = async (envelopeId: number) =>
  (await t.database.db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, envelopeId)))[0]!.status;
const signersOf = (envelopeId: number) =>
  t.database.db
    .select()
    .from(signingEnvelopeSigners)
    .where(eq(signingEnvelopeSigners.envelopeId, envelopeId))
    .orderBy(asc(signingEnvelopeSigners.id));

describe('signing by link', () => {
  it('an individual opens the link, reads the document, signs; the envelope completes and the hook is called', async () => {
    const id = await envelopeFor('individual', [ann]);
    const token = await linkOf(ann);
    const mail = await latestMessage(t.app, ann.email);
    expect(mail!.subject).toBe('Please sign: Application documents');

    const view = await t.app.inject({ method: 'GET', url: `/api/signing/${token}/` });
    expect(view.statusCode).toBe(200);
    const body = view.json() as SigningEnvelopeView;
    expect(body.signer.name).toBe(nameOf(ann));
    expect(body.documents).toEqual([{ id: expect.any(Number), name: 'Application form.pdf', sha256: PDF_SHA256 }]);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/signing/${token}/documents/${body.documents[0]!.id}/` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    expect((await post(`/api/signing/${token}/view/`)).json().signer.status).toBe('viewed');
    const signed = await sign(token, ann, `  ${nameOf(ann).toUpperCase()} `);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().envelope.status).toBe('completed');
    expect(await statusOf(id)).toBe('completed');
    expect(completed).toContain(id);
  });

  it("joint with 'all': one signature waits, the second completes", async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const [annToken, bobToken] = [await linkOf(ann), await linkOf(bob)];
    expect((await sign(annToken, ann)).json().envelope.status).toBe('sent');
    expect(await statusOf(id)).toBe('sent');
    expect((await sign(bobToken, bob)).json().envelope.status).toBe('completed');
  });

  it("joint with 'any': the first signature completes it", async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'any' });
    await linkOf(ann);
    expect((await sign(await linkOf(bob), bob)).json().envelope.status).toBe('completed');
    expect(await statusOf(id)).toBe('completed');
  });

  it('advanced, 2 of 3: the second signature completes it, the third link then refuses', async () => {
    const id = await envelopeFor('company', [ann, bob, cat], {
      option: 'advanced',
      advancedOption: 'minimum_signatures',
      minNumberOfSignatories: 2,
    });
    const tokens = [await linkOf(ann), await linkOf(bob), await linkOf(cat)];
    expect((await sign(tokens[0]!, ann)).json().envelope.status).toBe('sent');
    expect((await sign(tokens[2]!, cat)).json().envelope.status).toBe('completed');
    const late = await sign(tokens[1]!, bob);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ detail: M.envelopeCompleted, code: ErrorCode.signingLinkUnusable });
    expect((await signersOf(id)).map((s) => s.status)).toEqual(['signed', 'sent', 'signed']);
  });

  it('a decline stops the envelope for everyone and e-mails the others', async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const [annToken, bobToken] = [await linkOf(ann), await linkOf(bob)];
    const declined = await post(`/api/signing/${bobToken}/decline/`, { reason: 'Wrong amount' });
    expect(declined.json()).toEqual({ detail: Messages.declineSigningRecorded });
    expect(await statusOf(id)).toBe('declined');
    const told = await latestMessage(t.app, ann.email);
    expect(told!.subject).toBe('Signing stopped: Application documents');
    expect(told!.body).toContain('Wrong amount');
    const refused = await sign(annToken, ann);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().detail).toBe(M.envelopeDeclined);
    expect((await signersOf(id)).map((s) => s.status)).toEqual(['sent', 'declined']);
  });

  it('an expired link is refused and nothing is signed', async () => {
    const id = await envelopeFor('individual', [ann]);
    const token = await linkOf(ann);
    await t.database.db
      .update(signingEnvelopeSigners)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingEnvelopeSigners.envelopeId, id));
    const res = await sign(token, ann);
    expect(res.statusCode).toBe(410);
    expect(res.json().detail).toBe(M.linkExpired);
    expect((await signersOf(id))[0]!.status).toBe('sent');
  });

  it('a link used to sign refuses a second signature; one signed event only', async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const token = await linkOf(ann);
    expect((await sign(token, ann)).statusCode).toBe(200);
    const again = await sign(token, ann);
    expect(again.statusCode).toBe(410);
    expect(again.json().detail).toBe(M.alreadySigned);
    const events = await t.database.db
      .select()
      .from(signingEnvelopeEvents)
      .where(eq(signingEnvelopeEvents.envelopeId, id));
    expect(events.filter((e) => e.event === 'signed')).toHaveLength(1);
  });

  it('a wrong typed name is refused on full_name; without consent on its field', async () => {
    const id = await envelopeFor('individual', [ann]);
    const token = await linkOf(ann);
    const wrong = await sign(token, ann, 'Someone Else');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field_errors).toEqual({ full_name: [M.nameMismatch] });
    const noConsent = await post(`/api/signing/${token}/sign/`, {
      consent_to_sign_electronically: false,
      full_name: nameOf(ann),
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().field_errors.consent_to_sign_electronically).toEqual([M.consentRequired]);
    expect((await signersOf(id))[0]!.status).toBe('sent');
  });

  it('an unknown link answers 404 with a clear detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/signing/${'x'.repeat(43)}/` });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(M.linkNotValid);
  });

  it('events carry the address, the time and the SHA-256 of the documents', async () => {
    const id = await envelopeFor('individual', [ann]);
    await sign(await linkOf(ann), ann);
    const events = await t.database.db
      .select()
      .from(signingEnvelopeEvents)
      .where(eq(signingEnvelopeEvents.envelopeId, id))
      .orderBy(asc(signingEnvelopeEvents.id));
    expect(events.map((e) => e.event)).toEqual(['created', 'sent', 'signed', 'completed']);
    const signed = events.find((e) => e.event === 'signed')!;
    expect(signed.ip).toBe('203.0.113.7');
    expect(signed.at).toBeInstanceOf(Date);
    expect(signed.details).toMatchObject({ documents: [{ name: 'Application form.pdf', sha256: PDF_SHA256 }] });
    expect(events[0]!.details).toMatchObject({ documents: [{ sha256: PDF_SHA256 }] });
  });
});

describe('change requests to sign (signed in)', () => {
  it('lists the envelope for each signer; sign-url gives a working link; confirm needs the signature', async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const list = await t.app.inject({ method: 'GET', url: '/api/change-requests-to-sign/', headers: bearer(bob.key) });
    const mine = (list.json() as ChangeRequestToSign[]).find((r) => r.id === id);
    expect(mine).toMatchObject({ can_sign: true, is_sign_url_available: true, is_viewed: false, is_signed: false });
    expect(mine!.signers.map((s) => s.name)).toEqual([nameOf(ann), nameOf(bob)]);

    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/change-requests/${id}/mark-as-viewed/`,
      headers: bearer(bob.key),
    });
    expect(viewed.statusCode).toBe(200);
    const again = (
      await t.app.inject({ method: 'GET', url: '/api/change-requests-to-sign/', headers: bearer(bob.key) })
    ).json() as ChangeRequestToSign[];
    expect(again.find((r) => r.id === id)!.is_viewed).toBe(true);

    const early = await t.app.inject({
      method: 'POST',
      url: `/api/change-requests/${id}/confirm/`,
      headers: bearer(bob.key),
    });
    expect(early.json().non_field_errors).toEqual([M.notSignedYet]);

    const url = await t.app.inject({
      method: 'GET',
      url: `/api/change-requests/${id}/sign-url/`,
      headers: bearer(bob.key),
    });
    const token = /\/signing\/([A-Za-z0-9_-]{43})$/.exec((url.json() as { sign_url: string }).sign_url)![1]!;
    expect((await sign(token, bob)).statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/change-requests/${id}/confirm/`,
      headers: bearer(bob.key),
    });
    expect(confirmed.json()).toEqual({ detail: M.signed });
  });

  it("joint with 'all': the one who signed still sees it, signed, until the other signs", async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const listOf = async (person: TestPerson) =>
      (
        (
          await t.app.inject({ method: 'GET', url: '/api/change-requests-to-sign/', headers: bearer(person.key) })
        ).json() as ChangeRequestToSign[]
      ).find((r) => r.id === id);
    await sign(await linkOf(bob), bob);

    expect(await listOf(bob)).toMatchObject({ can_sign: false, is_sign_url_available: false, is_signed: true });
    expect((await listOf(bob))!.signers.map((s) => [s.name, s.status])).toEqual([
      [nameOf(ann), 'sent'],
      [nameOf(bob), 'signed'],
    ]);
    expect(await listOf(ann)).toMatchObject({ can_sign: true, is_signed: false });
    const url = await t.app.inject({
      method: 'GET',
      url: `/api/change-requests/${id}/sign-url/`,
      headers: bearer(bob.key),
    });
    expect(url.statusCode).toBe(410);
    expect(url.json().detail).toBe(M.alreadySigned);

    // Once everyone required has signed, it is no longer out: neither of them sees it.
    await sign(await linkOf(ann), ann);
    expect(await listOf(bob)).toBeUndefined();
    expect(await listOf(ann)).toBeUndefined();
  });

  it('someone not asked to sign gets 404; decline records the decision', async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/change-requests/${id}/sign-url/`,
      headers: bearer(cat.key),
    });
    expect(other.statusCode).toBe(404);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/change-requests/${id}/decline/`,
      headers: bearer(ann.key),
    });
    expect(declined.json()).toEqual({ detail: 'Your decision to decline signing the documents has been documented.' });
    expect(await statusOf(id)).toBe('declined');
  });
});
