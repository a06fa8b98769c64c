import { addMonths, Frequency, maturityDateOf, toIsoDate, today } from '@portal/contract';
import { eq } from 'drizzle-orm';
import {
  accountMembers,
  loanNotesHeld,
  loanNoteTypes,
  signingAuthorities,
  verificationCodes,
} from '../../../src/db/schema/index.js';
import { LOAN_NOTE_TIME_ZONE } from '../../../src/modules/loan-notes-held/index.js';
import { bearer, latestMessage } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import type { TestPerson } from '../../helpers/test-people.js';

export const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };

/** Calls and fixtures of the redemption tests: accounts and notes made directly, the API called as people do. */
export function redeemApi(t: TestApp) {
  const post = (key: string, url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: bearer(key), payload });
  const api = {
    post,
    get: (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(key) }),
    create: (key: string, payload: object) => post(key, '/api/ipm/redeem-requests/', payload),
    confirm: (key: string, id: number, code: string) => post(key, `/api/ipm/redeem-requests/${id}/confirm/`, { code }),
    settle: (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/redeem-requests/${id}/settle/`,
        headers: operator,
        payload: {},
      }),
    reject: (id: number, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/operator/redeem-requests/${id}/reject/`,
        headers: operator,
        payload: { reason },
      }),

    /** A joint account of `owner` with `others` on it and the signing authority given ('any' unless said). */
    async account(
      owner: TestPerson,
      others: TestPerson[] = [],
      signing: Partial<typeof signingAuthorities.$inferInsert> = { option: 'any' },
    ): Promise<number> {
      const res = await post(owner.key, '/api/accounts/', { type: 'joint', name: 'Redeem Joint' });
      if (res.statusCode !== 201) throw new Error(`account: ${res.body}`);
      const id = (res.json() as { id: number }).id;
      if (others.length > 0)
        await t.database.db
          .insert(accountMembers)
          .values(others.map((o) => ({ accountId: id, userId: o.id, role: 'secondary' as const })));
      await t.database.db.insert(signingAuthorities).values({ accountId: id, option: 'any', ...signing });
      return id;
    },

    /**
     * A note held by the account, started `monthsAgo` months before today (Sydney): 'at-call'
     * ($20,000, 4.1%-ish capitalised monthly, the seeded type's rate) or 'fixed' (12 months, $50,000 paid quarterly).
     */
    async note(accountId: number, kind: 'at-call' | 'fixed', monthsAgo = 2): Promise<number> {
      const [type] = await t.database.db
        .select()
        .from(loanNoteTypes)
        .where(eq(loanNoteTypes.key, kind === 'at-call' ? '48-hour' : '12-month'));
      const startDate = toIsoDate(addMonths(today(LOAN_NOTE_TIME_ZONE), -monthsAgo));
      const termMonths = kind === 'at-call' ? null : 12;
      const [row] = await t.database.db
        .insert(loanNotesHeld)
        .values({
          accountId,
          noteTypeId: type!.id,
          faceValueCents: kind === 'at-call' ? 2_000_000 : 5_000_000,
          interestRate: type!.interestRate,
          termMonths,
          interestFrequency: kind === 'at-call' ? Frequency.monthly : Frequency.quarterly,
          isCapitalised: kind === 'at-call',
          startDate,
          maturityDate: maturityDateOf({ startDate, termMonths }),
        })
        .returning();
      return row!.id;
    },

    /** The code of the newest message to the phone. */
    async code(phone: string): Promise<string> {
      return (await latestMessage(t.app, phone))!.code!;
    },

    /** Makes every redemption code look older than the resend timeout, so the next request may send one. */
    async ageCodes(): Promise<void> {
      await t.database.db
        .update(verificationCodes)
        .set({ createdAt: new Date(Date.now() - 5 * 60 * 1000) })
        .where(eq(verificationCodes.purpose, 'redemption'));
    },
  };
  return api;
}
