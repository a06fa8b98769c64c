import { ErrorCode, IdentityReviewMessages } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, personalDetails } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { request, skippedPerson, staffKey } from './identity-review-helpers.js';

/**
 * Two staff deciding one review at the same moment (issue #23 item 2): exactly one outcome. Each
 * decision is one UPDATE ... WHERE status = the status read, so the second matches no row. Run it
 * on PGlite and with TEST_DATABASE_URL=postgres://... (PostgreSQL) like change-requests-race.test.ts.
 */
let t: TestApp;
let one: string;
let two: string;
beforeAll(async () => {
  t = await startTestApp();
  one = await staffKey(t, 'race-one', 'operator');
  two = await staffKey(t, 'race-two', 'operator');
}, 60_000);
afterAll(() => t.close());

const decide = (key: string, userId: number, how: 'approve' | 'reject') =>
  request(
    t,
    'POST',
    `/identity-reviews/${userId}/${how}/`,
    bearer(key),
    how === 'reject' ? { message: 'No match' } : {},
  );

async function stored(userId: number) {
  const [row] = await t.database.db.select().from(personalDetails).where(eq(personalDetails.userId, userId));
  const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  return { status: row!.status, notices: told.length };
}

describe('two staff deciding at once', () => {
  it('an approval and a rejection: whichever comes first decides, the other is refused (409)', async () => {
    for (let round = 0; round < 3; round++) {
      const person = await skippedPerson(t, `race-${round}`);
      const results = await Promise.all([decide(one, person.id, 'approve'), decide(two, person.id, 'reject')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json().status as string;
      const refused = results.find((r) => r.statusCode === 409)!.json();
      expect(refused.code).toBe(ErrorCode.conflict);
      expect([
        IdentityReviewMessages.noLongerWaiting,
        IdentityReviewMessages.alreadyVerified,
        IdentityReviewMessages.awaitingInvestor,
      ]).toContain(refused.detail);
      expect(await stored(person.id)).toEqual({ status: winner, notices: 1 });
    }
  }, 120_000);

  it('a rejection finished before the approval read it: the approval is still refused', async () => {
    const person = await skippedPerson(t, 'race-after');
    expect((await decide(two, person.id, 'reject')).statusCode).toBe(200);
    const late = await decide(one, person.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: IdentityReviewMessages.awaitingInvestor, code: ErrorCode.conflict });
    expect(await stored(person.id)).toEqual({ status: 'not_verified', notices: 1 });
  }, 60_000);

  it('two approvals at once: verified once, told once', async () => {
    const person = await skippedPerson(t, 'race-twice');
    const results = await Promise.all([decide(one, person.id, 'approve'), decide(two, person.id, 'approve')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(person.id)).toEqual({ status: 'verified', notices: 1 });
  }, 60_000);
});
