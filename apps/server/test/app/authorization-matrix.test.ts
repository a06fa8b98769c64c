import {
  CONSENTS_VERSION,
  ConsentKey,
  ErrorCode,
  FLAT_PAGE_SLUG_BY_TARGET,
  maturityDateOf,
  toIsoDate,
  today,
  type LoanNoteHeldList,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMembers,
  bankChangeRequests,
  investmentPolicies,
  loanNoteApplications,
  loanNotesHeld,
  loanNoteTypes,
  portfolioApplications,
  redeemRequests,
  secondaryInvites,
  users,
} from '../../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../../src/db/seed/index.js';
import {
  AUTHORIZATION_MATRIX,
  CALLERS,
  type Caller,
  type Expect,
  type OperationName,
} from '../../src/http/authorization-matrix.js';
import { hashPassword } from '../../src/modules/auth/password-hashing.js';
import { LOAN_NOTE_TIME_ZONE } from '../../src/modules/loan-notes-held/index.js';
import { INVESTOR, STAFF, bearer, login, signIn } from '../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Calls every operation of the OpenAPI document as every caller of the authorization matrix
 * (src/http/authorization-matrix.ts) and compares each answer with the table. Every `{id}` of an
 * object is one of the owner's, so another investor (and staff not acting for anyone) must
 * answer 404, exactly as for an id that does not exist: no existence leak. `password-only.test.ts`
 * proves the `password_only` column in more detail (the login answer tells nothing).
 *
 * Bodies are `{}` (the matrix is about who: a 400 means access was granted and the input judged),
 * except where a valid body is needed for the request to reach the ownership check (an id in
 * the path or the body behind body validation).
 */
const OTHER = { email: 'other.investor@example.com', phone: '0412999888', password: DEMO_PASSWORD };
/** On the owner's accounts as a director, without signing authority on them. */
const SECONDARY = { email: 'secondary.member@example.com', phone: '0412999777', password: DEMO_PASSWORD };
/** Staff with the back office's other roles (the demo staff member is an operator). */
const AUDITOR = { email: 'matrix.auditor@example.com', phone: '0412999666', password: DEMO_PASSWORD };
const PORTFOLIO_MANAGER = { email: 'portfolio.manager@example.com', phone: '0412999555', password: DEMO_PASSWORD };

/**
 * Calls that end sessions run last, in this order. Logout runs with a throwaway session of each
 * caller (the caller's own kind of session: a password-only one for `password_only`); DELETE of a
 * session names a throwaway session of the owner; end-others runs with the callers' own keys at
 * the very end (the owner last: it ends the `password_only` session too). The personal document
 * is deleted after it was read. Block access and password change are ordinary calls: with `{}`
 * they answer 400 and change nothing.
 */
const RUN_LAST: OperationName[] = [
  // Removing people after their re-invite (the owner's call removes them).
  'DELETE /api/accounts/{id}/secondary-users/{uid}/',
  'DELETE /api/accounts/{id}/beneficial-owners/{uid}/',
  'DELETE /api/profiles/personal-document/{id}/',
  'DELETE /api/accounts/{id}/certificates/{file_id}/',
  'DELETE /api/accounts/{id}/deed-attachments/{file_id}/',
  'DELETE /api/accounts/bank-account-documents/{id}/',
  'DELETE /api/auth/sessions/{id}/',
  'POST /api/auth/base/logout/',
  'POST /api/auth/sessions/end-others/',
];
/** Every operation is called by the owner last, so the owner's own writes cannot change what others see. */
const CALL_ORDER: Caller[] = [
  'anonymous',
  'operator',
  'password_only',
  'other_investor',
  'staff',
  'auditor',
  'portfolio_manager',
  'secondary_member',
  'owner',
];

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
/** An id no object has: a `not_found` answer must be exactly the answer for it. */
const MISSING_ID = 2_147_483_647;
/** Path parameters that are not the owner's objects: well-formed values, so the call gets past validation. */
const OTHER_PARAMS: Record<string, string> = {
  uuid: ZERO_UUID,
  kind: 'accounts',
  slug: FLAT_PAGE_SLUG_BY_TARGET.privacy,
  target: 'privacy',
  external_id: 'matrix-none',
};
/** `{id}` of a secondary invitation link is its 43-character token (activate: the uuid). */
const SECONDARY_INVITE = '/api/auth/secondary-users-invites/{id}/';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);

type Operation = { security?: Array<Record<string, unknown>> };

let t: TestApp;
let secondaryId: number;
const keys = {} as Record<Exclude<Caller, 'anonymous' | 'operator'>, string>;
/** `{id}` of paths under these prefixes: the owner's object. */
const ownerIds = new Map<string, number>();
/** Paths naming two of the owner's objects (a person on an account): the URL and the same with a missing account. */
const ownerUrls = new Map<string, { url: string; missingUrl: string }>();
/** Bodies that carry owner data, so the call gets past body validation to the ownership check. */
const ownerBodies = new Map<OperationName, unknown>();
/** The same bodies naming an object that does not exist, where the body carries the id. */
const missingBodies = new Map<OperationName, unknown>();
const documented = new Map<OperationName, Operation>();
/** `{file_id}` of an account's file under these paths: one the owner uploaded to the account of `{id}`. */
const ownerFileIds = new Map<string, string>();

async function ownerGet(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...bearer(keys.owner), ...headers } });
  if (res.statusCode !== 200) throw new Error(`GET ${url} as the owner: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json();
}
/** `results` of a page, or the list itself. */
function firstOf(list: unknown, pick: (row: { id: number; status?: string }) => boolean = () => true): number {
  const rows = (Array.isArray(list) ? list : (list as { results: unknown[] }).results) as Array<{
    id: number;
    status?: string;
  }>;
  const row = rows.find(pick) ?? rows[0];
  if (!row) throw new Error('the owner has none: the demo seed changed?');
  return row.id;
}
async function sessionIds(key: string): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions/', headers: bearer(key) });
  return (res.json() as Array<{ id: number }>).map((s) => s.id);
}

function multipartPdf() {
  const boundary = '----matrixBoundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await startTestApp();
  const [investor] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
  // A second investor in the same tenant, login two-factor off, sharing nothing with the owner.
  await t.database.db.insert(users).values({
    email: OTHER.email,
    phoneNumber: OTHER.phone,
    firstName: 'Noah',
    lastName: 'Other',
    passwordHash: await hashPassword(OTHER.password),
    tenantId: investor!.tenantId,
    emailVerifiedAt: new Date('2024-07-01T00:00:00Z'),
    phoneVerifiedAt: new Date('2024-07-01T00:00:00Z'),
  });
  const [secondary] = await t.database.db
    .insert(users)
    .values({
      email: SECONDARY.email,
      phoneNumber: SECONDARY.phone,
      firstName: 'Sasha',
      lastName: 'Secondary',
      passwordHash: await hashPassword(SECONDARY.password),
      tenantId: investor!.tenantId,
      emailVerifiedAt: new Date('2024-07-01T00:00:00Z'),
      phoneVerifiedAt: new Date('2024-07-01T00:00:00Z'),
    })
    .returning();
  keys.owner = await signIn(t.app, INVESTOR);
  keys.other_investor = await signIn(t.app, OTHER);
  keys.secondary_member = await signIn(t.app, SECONDARY);
  secondaryId = secondary!.id;
  keys.staff = await signIn(t.app, STAFF);
  for (const [person, role] of [
    [AUDITOR, 'auditor'],
    [PORTFOLIO_MANAGER, 'portfolio_manager'],
  ] as const) {
    await t.database.db.insert(users).values({
      email: person.email,
      phoneNumber: person.phone,
      firstName: 'Sam',
      lastName: role,
      passwordHash: await hashPassword(person.password),
      tenantId: investor!.tenantId,
      isStaff: true,
      staffRole: role,
      loginTwoFactorAuthEnabled: true,
      emailVerifiedAt: new Date('2024-07-01T00:00:00Z'),
      phoneVerifiedAt: new Date('2024-07-01T00:00:00Z'),
    });
    keys[role] = await signIn(t.app, person);
  }
  keys.password_only = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key as string;

  // The owner's objects, from the owner's own lists.
  const documentId = firstOf(await ownerGet('/api/ipm/documents/'));
  ownerIds.set('/api/ipm/documents/{id}/', documentId);
  ownerIds.set(
    '/api/ipm/reports/{id}/',
    firstOf(
      await ownerGet('/api/ipm/reports/', { accept: 'application/json; version=2.0' }),
      (r) => r.status === 'ready',
    ),
  );
  ownerIds.set('/api/ipm/rebalance-reports/{id}/', firstOf(await ownerGet('/api/ipm/rebalance-reports/')));
  ownerIds.set('/api/accounts/{id}/', firstOf(await ownerGet('/api/accounts/')));
  // Spec 1 §7's name of the account's registration steps, the id last.
  ownerIds.set('/api/accounts/account-registration-steps/{id}/', ownerIds.get('/api/accounts/{id}/')!);
  const advisorId = firstOf(await ownerGet('/api/profiles/advisors/'));
  ownerIds.set('/api/profiles/advisors/{id}/', advisorId);
  const personal = await ownerGet('/api/profiles/personal-details/');
  ownerIds.set('/api/profiles/personal-details/{id}/', personal.id);
  const contact = await ownerGet('/api/profiles/contact-details/');
  ownerIds.set('/api/profiles/contact-details/{id}/', contact.id);
  const additional = await ownerGet('/api/profiles/additional-details/');
  ownerIds.set('/api/profiles/additional-details/{id}/', additional.id);
  const upload = multipartPdf();
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/profiles/personal-document/',
    headers: { ...bearer(keys.owner), ...upload.headers },
    payload: upload.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
  ownerIds.set('/api/profiles/personal-document/{id}/', uploaded.json().id);
  // A certificate and (where the account takes one) a trust deed on the account of `/api/accounts/{id}/`.
  for (const kind of ['certificates', 'deed-attachments']) {
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${ownerIds.get('/api/accounts/{id}/')}/${kind}/`,
      headers: { ...bearer(keys.owner), ...multipartPdf().headers },
      payload: multipartPdf().payload,
    });
    // An account that takes no deed refuses them (400): any well-formed id does then.
    ownerFileIds.set(
      `/api/accounts/{id}/${kind}/{file_id}/`,
      attached.statusCode === 201 ? String(attached.json().id) : '1',
    );
  }
  // Bank accounts (issue #19): the seeded one of the owner's account, a statement of the owner's
  // nobody uses, the change request the demo joint holder opened (waiting for the owner) and one
  // of the owner's own on the owner's account (for cancel).
  const ownAccountId = ownerIds.get('/api/accounts/{id}/')!;
  const bank = (await ownerGet(`/api/accounts/${ownAccountId}/bank-accounts/`)) as Array<{
    id: number;
    account: number;
    name: string;
    bsb: string;
    number: string;
    bank: string;
    branch: string;
  }>;
  const ownBank = bank[0]!;
  const bankPath = (path: string, values: Record<string, string | number>) => ({
    url: path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
    missingUrl: path.replace(/\{(\w+)\}/g, (_, name: string) => String(name === 'id' ? MISSING_ID : values[name])),
  });
  for (const path of ['/api/accounts/{id}/bank-accounts/{bid}/', '/api/accounts/{id}/bank-accounts/{bid}/document/'])
    ownerUrls.set(path, bankPath(path, { id: ownAccountId, bid: ownBank.id }));
  ownerUrls.set(
    '/api/accounts/{id}/linked-bank-accounts/{product}/',
    bankPath('/api/accounts/{id}/linked-bank-accounts/{product}/', { id: ownAccountId, product: 'ipm' }),
  );
  ownerBodies.set('PUT /api/accounts/{id}/linked-bank-accounts/{product}/', { bank_account: ownBank.id });
  // An account's loan note types (issue #20): the account is named in the query.
  ownerUrls.set('/api/ipm/note-types/', {
    url: `/api/ipm/note-types/?account=${ownAccountId}`,
    missingUrl: `/api/ipm/note-types/?account=${MISSING_ID}`,
  });
  // Loan note applications (issue #20 item 2): the account named in the query or the body; a
  // bundle of the owner's account for PATCH (the owner's account offers no loan notes: a 400 for the owner).
  ownerUrls.set('/api/ipm/loan-note-products/', {
    url: `/api/ipm/loan-note-products/?account=${ownAccountId}`,
    missingUrl: `/api/ipm/loan-note-products/?account=${MISSING_ID}`,
  });
  // Loan notes held (issue #22 item 3): the account named in the query.
  ownerUrls.set('/api/ipm/loan-notes-held/', {
    url: `/api/ipm/loan-notes-held/?account=${ownAccountId}`,
    missingUrl: `/api/ipm/loan-notes-held/?account=${MISSING_ID}`,
  });
  // Redemptions (issue #22 item 5): the owner's account's at-call note in the body (the owner asks
  // for more than it holds: a 400 that changes nothing), and a request of the owner's on it,
  // confirmed already, so the owner's resend and confirm are refused (400) and change nothing.
  const held = (await ownerGet('/api/ipm/loan-notes-held/')) as LoanNoteHeldList;
  const atCall = held.results.find((n) => n.is_at_call)!;
  ownerBodies.set('POST /api/ipm/redeem-requests/', { note: atCall.id, whole: false, amount: '99999999.00' });
  missingBodies.set('POST /api/ipm/redeem-requests/', { note: MISSING_ID, whole: false, amount: '99999999.00' });
  const [redemption] = await t.database.db
    .insert(redeemRequests)
    .values({
      heldNoteId: atCall.id,
      requesterUserId: investor!.id,
      whole: false,
      amountCents: 10_000,
      status: 'requested',
      codeChannel: 'sms',
      codeDestination: INVESTOR.phone,
      confirmedAt: new Date(),
    })
    .returning();
  ownerIds.set('/api/ipm/redeem-requests/{id}/', redemption!.id);
  ownerBodies.set('POST /api/ipm/redeem-requests/{id}/confirm/', { code: '123456' });
  const loanNotes = [{ note_type: 1, face_value: 1_000_000, interest_capitalisation: false }];
  ownerBodies.set('POST /api/ipm/apply-now/loan-notes/', {
    account: ownAccountId,
    bank_account: ownBank.id,
    loan_notes: loanNotes,
  });
  missingBodies.set('POST /api/ipm/apply-now/loan-notes/', {
    account: MISSING_ID,
    bank_account: ownBank.id,
    loan_notes: loanNotes,
  });
  const [bundle] = await t.database.db
    .insert(loanNoteApplications)
    .values({ accountId: ownAccountId, product: 'icf', bankAccountId: ownBank.id })
    .returning();
  ownerIds.set('/api/ipm/loan-note-bundles/{id}/', bundle!.id);
  ownerBodies.set('PATCH /api/ipm/loan-note-bundles/{id}/', { loan_notes: loanNotes });
  const bankBody = {
    bsb: '062000',
    bank: 'Matrix Bank',
    branch: 'Matrix',
    name: 'Matrix',
    number: '123456',
    document_file: 1,
  };
  ownerBodies.set('POST /api/accounts/{id}/bank-accounts/', bankBody);
  ownerBodies.set('PATCH /api/accounts/{id}/bank-accounts/{bid}/', bankBody);
  const statement = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/bank-account-documents/',
    headers: { ...bearer(keys.owner), ...multipartPdf().headers },
    payload: multipartPdf().payload,
  });
  if (statement.statusCode !== 201) throw new Error(`statement: ${statement.body}`);
  ownerIds.set('/api/accounts/bank-account-documents/{id}/', statement.json().id);
  const mine = (await ownerGet('/api/accounts/bank-accounts/')) as Array<{
    edit_change_request: { id: number } | null;
  }>;
  const jointRequest = mine.find((b) => b.edit_change_request)!.edit_change_request!.id;
  const requestPath = (path: string, cid: number) => ({
    url: path.replace('{cid}', String(cid)),
    missingUrl: path.replace('{cid}', String(MISSING_ID)),
  });
  for (const path of [
    '/api/accounts/change-requests/{cid}/',
    '/api/accounts/change-requests/{cid}/confirm/',
    '/api/accounts/change-requests/{cid}/decline/',
  ])
    ownerUrls.set(path, requestPath(path, jointRequest));
  const details = { ...ownBank, bsbWasFound: false, documentFileId: null };
  const [ownRequest] = await t.database.db
    .insert(bankChangeRequests)
    .values({
      accountId: ownAccountId,
      bankAccountId: ownBank.id,
      kind: 'edit',
      status: 'awaiting_approval',
      initiatorUserId: investor!.id,
      oldData: details,
      newData: { ...details, name: 'Matrix Rename' },
      requiredConfirmations: 0,
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    })
    .returning();
  ownerUrls.set(
    '/api/accounts/change-requests/{cid}/cancel/',
    requestPath('/api/accounts/change-requests/{cid}/cancel/', ownRequest!.id),
  );

  // A throwaway session of the owner for DELETE /api/auth/sessions/{id}/.
  const before = new Set(await sessionIds(keys.owner));
  await login(t.app, INVESTOR.email, INVESTOR.password);
  const throwaway = (await sessionIds(keys.owner)).find((id) => !before.has(id));
  ownerIds.set('/api/auth/sessions/{id}/', throwaway!);

  ownerBodies.set('POST /api/ipm/documents/download/', { documents: [documentId] });
  missingBodies.set('POST /api/ipm/documents/download/', { documents: [MISSING_ID] });
  ownerBodies.set('POST /api/profiles/advisors/{id}/contact/', { body: 'A question from the authorization matrix.' });
  ownerBodies.set('PATCH /api/profiles/personal-details/{id}/', personal);
  const trustDetails = {
    type: 'unit',
    state: 'NSW',
    is_settled_sum_over_threshold: false,
    is_investing_primary_activity: true,
  };
  ownerBodies.set('POST /api/accounts/{id}/trust-details/', trustDetails);
  ownerBodies.set('PATCH /api/accounts/{id}/trust-details/', trustDetails);
  ownerBodies.set('POST /api/accounts/{id}/products/', { product: 'icf' });
  const corporateTax = { tfn: '876543210', is_foreign_entity: false, category: 'other' };
  ownerBodies.set('POST /api/accounts/{id}/corporate-tax/', corporateTax);
  ownerBodies.set('PATCH /api/accounts/{id}/corporate-tax/', corporateTax);
  const individualTax = { tfn: '459599230', is_australian_tax_resident: true, is_other_country_tax_resident: false };
  ownerBodies.set('POST /api/accounts/{id}/individual-tax/', individualTax);
  ownerBodies.set('PATCH /api/accounts/{id}/individual-tax/', individualTax);
  // People on the owner's trust in setup (spec 2 §2): a director and a beneficial owner, and an officeholder of its trustee.
  const accountList = (await ownerGet('/api/accounts/?page_size=50')) as {
    results: Array<{ id: number; status: string; name: string; acn: string }>;
  };
  const trust = accountList.results.find((a) => a.status === 'pending' && a.name === 'Bennett Family Trust')!;
  const someone = (n: number) => ({
    first_name: 'Matrix',
    last_name: 'Person',
    email: `matrix.person${n}@example.com`,
    phone_number: `041255510${n}`,
    role: 9,
  });
  const addPerson = async (list: string, n: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${trust.id}/${list}/`,
      headers: bearer(keys.owner),
      payload: { users: [someone(n)] },
    });
    if (res.statusCode !== 201) throw new Error(`add to ${list}: ${res.body}`);
    return (res.json() as Array<{ id: number }>)[0]!.id;
  };
  const director = await addPerson('secondary-users', 1);
  const owned = await addPerson('beneficial-owners', 2);
  const personUrl = (path: string, uid: number | string, query = '') => ({
    url: path.replace('{id}', String(trust.id)).replace('{uid}', String(uid)) + query,
    missingUrl: path.replace('{id}', String(MISSING_ID)).replace('{uid}', String(uid)) + query,
  });
  for (const path of [
    '/api/accounts/{id}/secondary-users/{uid}/',
    '/api/accounts/{id}/secondary-users/{uid}/reinvite/',
  ])
    ownerUrls.set(path, personUrl(path, director));
  ownerUrls.set(
    '/api/accounts/{id}/beneficial-owners/{uid}/',
    personUrl('/api/accounts/{id}/beneficial-owners/{uid}/', owned),
  );
  ownerUrls.set(
    '/api/accounts/{id}/acn-data/users/{uid}/',
    personUrl('/api/accounts/{id}/acn-data/users/{uid}/', 'officeholder-1', `?acn=${trust.acn}`),
  );
  for (const name of [
    'POST /api/accounts/{id}/secondary-users/',
    'PUT /api/accounts/{id}/secondary-users/bulk-update/',
    'POST /api/accounts/{id}/secondary-users/bulk-update/',
    'POST /api/accounts/{id}/beneficial-owners/',
    'PUT /api/accounts/{id}/beneficial-owners/bulk-update/',
    'POST /api/accounts/{id}/beneficial-owners/bulk-update/',
  ] as const)
    ownerBodies.set(name, { users: [someone(3)] });
  const office = {
    country: 'AU',
    address_line_1: '1 Collins St',
    suburb: 'Melbourne',
    state: 'VIC',
    post_code: '3000',
  };
  const corporateDetails = {
    is_investing_primary_activity: true,
    office_address: office,
    principal_place_address: null,
    postal_address: null,
  };
  ownerBodies.set('POST /api/accounts/{id}/corporate-account-details/', corporateDetails);
  ownerBodies.set('PATCH /api/accounts/{id}/corporate-account-details/', corporateDetails);
  // An invitation onto another investor's account sent to the owner's e-mail: only the owner may
  // read or answer it; anyone else signed in is refused (403), as for a link they were forwarded.
  const theirs = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/',
    headers: bearer(keys.other_investor),
    payload: { type: 'joint', name: 'Matrix Invitation Joint' },
  });
  if (theirs.statusCode !== 201) throw new Error(`the other investor's account: ${theirs.body}`);
  const theirAccount = (theirs.json() as { id: number }).id;
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${theirAccount}/secondary-users/`,
    headers: bearer(keys.other_investor),
    payload: {
      users: [{ first_name: 'Owner', last_name: 'Invited', email: INVESTOR.email, phone_number: '0412999555' }],
    },
  });
  if (invited.statusCode !== 201) throw new Error(`the owner invited: ${invited.body}`);
  const [invitation] = await t.database.db
    .select({ uuid: secondaryInvites.uuid })
    .from(secondaryInvites)
    .where(eq(secondaryInvites.accountId, theirAccount));
  for (const suffix of ['', 'accept/', 'decline/']) {
    const path = `/api/accounts/secondary-invites/{account_id}/{token}/${suffix}`;
    ownerUrls.set(path, {
      url: `/api/accounts/secondary-invites/${theirAccount}/${invitation!.uuid}/${suffix}`,
      missingUrl: `/api/accounts/secondary-invites/${theirAccount}/${ZERO_UUID}/${suffix}`,
    });
  }
  const signingAuthority = { signing_authority_option: 'any' };
  // The owner's account may already have one from the seed (two directors); else one to read back.
  const chosen = await t.app.inject({
    method: 'POST',
    url: `/api/accounts/${ownerIds.get('/api/accounts/{id}/')}/signing-authority/`,
    headers: bearer(keys.owner),
    payload: signingAuthority,
  });
  if (chosen.statusCode !== 201 && chosen.statusCode !== 400) throw new Error(`signing authority: ${chosen.body}`);
  // The secondary member is on both accounts the table uses, without signing authority on either:
  // on the first only the owner signs; the trust in setup has none saved (the primary person only).
  const ownerId = ((await ownerGet('/api/profiles/my/')) as { user_id: number }).user_id;
  const ownAccount = ownerIds.get('/api/accounts/{id}/')!;
  await t.database.db.insert(accountMembers).values([
    { accountId: ownAccount, userId: secondaryId, role: 'secondary' },
    { accountId: trust.id, userId: secondaryId, role: 'secondary' },
  ]);
  const onlyOwnerSigns = {
    signing_authority_option: 'advanced',
    advanced_settings_option: 'specific_members',
    selected_signatories: [ownerId],
  };
  const onlyOwner = await t.app.inject({
    method: 'PATCH',
    url: `/api/accounts/${ownAccount}/signing-authority/`,
    headers: bearer(keys.owner),
    payload: onlyOwnerSigns,
  });
  if (onlyOwner.statusCode !== 200) throw new Error(`signing authority: ${onlyOwner.body}`);
  // Reinvestment at maturity (issue #22 item 4): a 12-month note held by the owner's account
  // (the secondary member is on it, without signing authority); the owner's POST asks for
  // repayment (201, or 400 without a linked bank account for loan notes).
  const [yearly] = await t.database.db.select().from(loanNoteTypes).where(eq(loanNoteTypes.key, '12-month'));
  const heldStart = toIsoDate(today(LOAN_NOTE_TIME_ZONE));
  const [heldNote] = await t.database.db
    .insert(loanNotesHeld)
    .values({
      accountId: ownAccount,
      noteTypeId: yearly!.id,
      faceValueCents: 2_500_000,
      interestRate: yearly!.interestRate,
      termMonths: 12,
      interestFrequency: 'quarterly',
      isCapitalised: false,
      startDate: heldStart,
      maturityDate: maturityDateOf({ startDate: heldStart, termMonths: 12 }),
    })
    .returning();
  ownerUrls.set('/api/ipm/loan-notes-held/{id}/reinvestment/', {
    url: `/api/ipm/loan-notes-held/${heldNote!.id}/reinvestment/`,
    missingUrl: `/api/ipm/loan-notes-held/${MISSING_ID}/reinvestment/`,
  });
  ownerBodies.set('POST /api/ipm/loan-notes-held/{id}/reinvestment/', { choice: 'repay' });
  // The owner's own calls keep it so, and the secondary member's own tax is saved, to read back.
  ownerBodies.set('POST /api/accounts/{id}/signing-authority/', onlyOwnerSigns);
  ownerBodies.set('PATCH /api/accounts/{id}/signing-authority/', onlyOwnerSigns);
  const tax = await t.app.inject({
    method: 'POST',
    url: '/api/profiles/individual-tax/',
    headers: bearer(keys.secondary_member),
    payload: individualTax,
  });
  if (tax.statusCode !== 200) throw new Error(`the secondary member's tax: ${tax.body}`);
  // The portfolio application (issue #20): one on the owner's account, named by id or by the
  // account in the query; a POST names the account in its body.
  const [application] = await t.database.db
    .insert(portfolioApplications)
    .values({
      accountId: ownAccount,
      isFundsTransfer: false,
      isAssetTransfer: false,
      sourceOfFunds: [],
      isRequire14DaysInvesting: true,
      receiveFrankingCredits: 'eligible',
      isExemptIncomeTax: false,
    })
    .returning();
  ownerUrls.set('/api/ipm/portfolio-applications/{id}/', {
    url: `/api/ipm/portfolio-applications/${application!.id}/`,
    missingUrl: `/api/ipm/portfolio-applications/${MISSING_ID}/`,
  });
  ownerUrls.set('/api/ipm/portfolio-applications/', {
    url: `/api/ipm/portfolio-applications/?account=${ownAccount}`,
    missingUrl: `/api/ipm/portfolio-applications/?account=${MISSING_ID}`,
  });
  const applicationBody = {
    is_funds_transfer: false,
    is_asset_transfer: false,
    source_of_funds: [1],
    is_require_14_days_investing: true,
    accounting_method: 'minimise_gain',
    receive_franking_credits: 'eligible',
    is_exempt_income_tax: false,
  };
  ownerBodies.set('POST /api/ipm/portfolio-applications/', { account: ownAccount, ...applicationBody });
  missingBodies.set('POST /api/ipm/portfolio-applications/', { account: MISSING_ID, ...applicationBody });
  ownerBodies.set('PATCH /api/ipm/portfolio-applications/{id}/', applicationBody);
  // The investment policy statement (issue #20 item 4): a draft on the owner's account, still at
  // the booklet, so the owner's writes are refused by the wizard's order (400) and change nothing;
  // named by id, or by the account in the query (the list, the booklet) or the body (POST).
  const [policy] = await t.database.db.insert(investmentPolicies).values({ accountId: ownAccount }).returning();
  for (const tail of [
    '',
    'strategic-allocation/',
    'industry-restrictions/',
    'security-restrictions/',
    'send-for-signature/',
  ])
    ownerUrls.set(`/api/ipm/investment-policies/{id}/${tail}`, {
      url: `/api/ipm/investment-policies/${policy!.id}/${tail}`,
      missingUrl: `/api/ipm/investment-policies/${MISSING_ID}/${tail}`,
    });
  for (const tail of ['', 'booklet/'])
    ownerUrls.set(`/api/ipm/investment-policies/${tail}`, {
      url: `/api/ipm/investment-policies/${tail}?account=${ownAccount}`,
      missingUrl: `/api/ipm/investment-policies/${tail}?account=${MISSING_ID}`,
    });
  ownerBodies.set('POST /api/ipm/investment-policies/', { account: ownAccount });
  missingBodies.set('POST /api/ipm/investment-policies/', { account: MISSING_ID });
  ownerBodies.set('PATCH /api/ipm/investment-policies/{id}/', {});
  ownerBodies.set('PUT /api/ipm/investment-policies/{id}/strategic-allocation/', { categories: [] });
  ownerBodies.set('POST /api/ipm/investment-policies/{id}/industry-restrictions/', { restrictions: [] });
  ownerBodies.set('POST /api/ipm/investment-policies/{id}/security-restrictions/', { restrictions: [] });
  // Six ticked consents in the current wording, so the call reaches the access check.
  ownerBodies.set('POST /api/accounts/{id}/application-submission/', {
    consents: Object.fromEntries(Object.values(ConsentKey).map((key) => [key, true])),
    consents_version: CONSENTS_VERSION,
  });
  ownerBodies.set('PATCH /api/profiles/contact-details/{id}/', contact);
  ownerBodies.set('PATCH /api/profiles/additional-details/{id}/', additional);
  ownerBodies.set('POST /api/profiles/personal-details/{id}/secondary-verification-document/', {
    document_type: 'passport',
    document_id: 'PA7654321',
    issue_date: '2020-01-02',
    expiry_date: '2031-01-01',
    document_file: null,
  });

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      documented.set(`${method.toUpperCase()} ${path}` as OperationName, op);
    }
  }
}, 60_000);
afterAll(() => t.close());

/** The URL to call, whether it names one of the owner's objects, and the same URL naming a missing one. */
function urlFor(path: string): { url: string; ownerObject: boolean; missingUrl: string } {
  const two = ownerUrls.get(path);
  if (two) return { ...two, ownerObject: true };
  for (const [prefix, id] of ownerIds) {
    if (path.startsWith(prefix)) {
      const fileId = [...ownerFileIds].find(([filePrefix]) => path.startsWith(filePrefix))?.[1] ?? '1';
      return {
        url: path.replace('{id}', String(id)).replace('{file_id}', fileId),
        ownerObject: true,
        missingUrl: path.replace('{id}', String(MISSING_ID)).replace('{file_id}', String(MISSING_ID)),
      };
    }
  }
  const invite = path.endsWith('/activate/') ? ZERO_UUID : 'A'.repeat(43);
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    path.startsWith(SECONDARY_INVITE) ? invite : (OTHER_PARAMS[name] ?? '1'),
  );
  return { url, ownerObject: false, missingUrl: url };
}

async function keyFor(caller: Caller, name: OperationName): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  if (caller === 'operator') return { authorization: `Operator ${TEST_OPERATOR_KEY}` };
  if (name !== 'POST /api/auth/base/logout/') return bearer(keys[caller]);
  // Logging out ends the session: a throwaway one of the same kind.
  if (caller === 'password_only') return bearer((await login(t.app, INVESTOR.email, INVESTOR.password)).json().key);
  return bearer(
    await signIn(
      t.app,
      {
        owner: INVESTOR,
        other_investor: OTHER,
        staff: STAFF,
        auditor: AUDITOR,
        portfolio_manager: PORTFOLIO_MANAGER,
        secondary_member: SECONDARY,
      }[caller],
    ),
  );
}

function codeOf(res: LightMyRequestResponse): string | undefined {
  try {
    return (res.json() as { code?: string }).code;
  } catch {
    return undefined;
  }
}

const STAFF_CALLERS: readonly Caller[] = ['staff', 'auditor', 'portfolio_manager'];
const INVESTOR_CALLERS: readonly Caller[] = ['owner', 'other_investor', 'secondary_member'];

/** null when the answer is what the table says; else what was expected. */
function mismatch(
  expect: Expect,
  caller: Caller,
  operatorRoute: boolean,
  ownerObject: boolean,
  res: LightMyRequestResponse,
) {
  const status = res.statusCode;
  const code = codeOf(res);
  switch (expect) {
    case 'public':
    case 'allow': {
      const refused =
        status === 401 ||
        (status === 403 && code !== ErrorCode.actionConfirmationRequired) ||
        (status === 404 && ownerObject) ||
        status >= 500;
      return refused ? `${expect} (2xx or an input 4xx${ownerObject ? ', not 404' : ''})` : null;
    }
    case 'not_found':
      return status === 404 ? null : 'not_found (404)';
    case 'deny': {
      if (operatorRoute && STAFF_CALLERS.includes(caller)) return status === 403 ? null : 'deny (403)';
      if (operatorRoute && INVESTOR_CALLERS.includes(caller)) return status === 404 ? null : 'deny (404, hidden)';
      if (operatorRoute || caller === 'anonymous' || caller === 'operator') return status === 401 ? null : 'deny (401)';
      if (caller === 'password_only')
        return status === 403 && code === ErrorCode.login2faRequired
          ? null
          : `deny (403 ${ErrorCode.login2faRequired})`;
      return status === 403 ? null : 'deny (403)';
    }
  }
}

describe('the authorization matrix', () => {
  it('has one row for every operation of the OpenAPI document, and no other', () => {
    const problems: string[] = [];
    for (const [name, op] of documented) {
      const row = AUTHORIZATION_MATRIX[name];
      if (!row) {
        problems.push(`${name}: missing from src/http/authorization-matrix.ts`);
        continue;
      }
      const isPublic = Array.isArray(op.security) && op.security.length === 0;
      const rowPublic = CALLERS.every((c) => row[c] === 'public');
      if (CALLERS.some((c) => row[c] === 'public') && !rowPublic)
        problems.push(`${name}: 'public' for some callers only`);
      if (isPublic !== rowPublic) {
        problems.push(
          `${name}: the document says ${isPublic ? 'public' : 'a key is needed'}, the table ${rowPublic ? 'public' : 'not public'}`,
        );
      }
    }
    for (const name of Object.keys(AUTHORIZATION_MATRIX) as OperationName[]) {
      if (!documented.has(name)) problems.push(`${name}: in the table but not in the OpenAPI document`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every caller of every operation as the table says', async () => {
    const names = [...documented.keys()].filter((name) => AUTHORIZATION_MATRIX[name]);
    const ordered = [...names.filter((n) => !RUN_LAST.includes(n)), ...RUN_LAST.filter((n) => documented.has(n))];
    const mismatches: string[] = [];
    for (const name of ordered) {
      const row = AUTHORIZATION_MATRIX[name]!;
      const [method, path] = name.split(' ') as [string, string];
      const { url, ownerObject: inPath, missingUrl } = urlFor(path);
      const ownerBody = ownerBodies.get(name);
      const ownerObject = inPath || ownerBody !== undefined;
      for (const caller of CALL_ORDER) {
        if (row[caller] === 'not_found' && !ownerObject) {
          mismatches.push(`${name} ${caller}: 'not_found' needs one of the owner's ids; the test knows none for it`);
          continue;
        }
        const headers = await keyFor(caller, name);
        const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(withBody ? { payload: (ownerBody ?? {}) as object } : {}),
        });
        const expected = mismatch(row[caller], caller, path.startsWith('/api/operator/'), ownerObject, res);
        if (expected) {
          const code = codeOf(res);
          mismatches.push(`${name} ${caller}: expected ${expected} got ${res.statusCode}${code ? ` ${code}` : ''}`);
        } else if (row[caller] === 'not_found') {
          // Not merely a 404: word for word the answer for an object that does not exist.
          const missing = await t.app.inject({
            method: method as 'GET',
            url: missingUrl,
            headers,
            ...(withBody ? { payload: (missingBodies.get(name) ?? ownerBody ?? {}) as object } : {}),
          });
          if (missing.body !== res.body) {
            mismatches.push(
              `${name} ${caller}: expected the answer for a missing id (${missing.body}) got ${res.body}`,
            );
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(ordered.length).toBeGreaterThan(100);
  }, 90_000);
});
