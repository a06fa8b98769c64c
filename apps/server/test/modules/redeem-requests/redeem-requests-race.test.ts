import { RedemptionMessages } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemRequests } from '../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { redeemApi } from './redeem-helpers.js';

/**
 * Two people with signing authority asking to redeem the same note at the same moment (issue #22
 * item 5, "twice at once"): one request, and a clear refusal for the other. The partial unique
 * index on open requests decides, so on PostgreSQL the second insert waits for the first
 * transaction and then fails. Run it both ways:
 * `npx vitest run --project server test/modules/redeem-requests/redeem-requests-race.test.ts` (PGlite)
 * and with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test (PostgreSQL).
 */
let t: TestApp;
let api: ReturnType<typeof redeemApi>;
let a: TestPerson;
let b: TestPerson;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  api = redeemApi(t);
  a = await createPerson(t, 'race-redeem-a');
  b = await createPerson(t, 'race-redeem-b');
  accountId = await api.account(a, [b], { option: 'any' });
}, 60_000);
afterAll(() => t.close());

describe('two requests for one note at once', () => {
  it('one request is made, the other refused as already being redeemed', async () => {
    for (let round = 0; round < 3; round++) {
      const noteId = await api.note(accountId, 'at-call');
      await api.ageCodes();
      const results = await Promise.all([
        api.create(a.key, { note: noteId, whole: false, amount: '100' }),
        api.create(b.key, { note: noteId, whole: true }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const refused = results.find((r) => r.statusCode === 400)!;
      expect(refused.json().non_field_errors).toEqual([RedemptionMessages.alreadyRedeeming]);
      const rows = await t.database.db.select().from(redeemRequests).where(eq(redeemRequests.heldNoteId, noteId));
      expect(rows.map((r) => r.status)).toEqual(['awaiting_code']);
    }
  });
});
