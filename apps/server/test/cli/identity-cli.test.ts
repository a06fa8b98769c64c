import { IdentityReviewMessages, type IdentityReview, type IdentityReviewRow, type Page } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { skippedPerson } from '../modules/identity-review/identity-review-helpers.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t.close());

const admin = (args: string[]): Promise<AdminCliResult> => runAdminCli(url, args);

describe('npm run admin -- identity ...', () => {
  it('lists the details waiting for staff, shows one, approves one and rejects another with a message', async () => {
    const first = await skippedPerson(t, 'cli-approve');
    const second = await skippedPerson(t, 'cli-reject');

    const list = await admin(['identity', 'list', '--search', 'cli-']);
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    const waiting = JSON.parse(list.stdout) as Page<IdentityReviewRow>;
    expect(waiting.results.map((r) => r.user_id).sort()).toEqual([first.id, second.id].sort());
    expect(waiting.results.every((r) => r.status === 'pending')).toBe(true);

    // Ordered and paged as every queue is: the first skipped person's details changed first.
    const onePage = async (ordering: string) => {
      const page = await admin(['identity', 'list', '--search', 'cli-', `--ordering=${ordering}`, '--page-size', '1']);
      expect(page.stderr).toBe('');
      return JSON.parse(page.stdout) as Page<IdentityReviewRow>;
    };
    const oldest = await onePage('updated');
    expect(oldest.count).toBe(2);
    expect(oldest.results.map((r) => r.user_id)).toEqual([first.id]);
    expect((await onePage('-updated')).results.map((r) => r.user_id)).toEqual([second.id]);

    const shown = JSON.parse((await admin(['identity', 'show', String(first.id)])).stdout) as IdentityReview;
    expect(shown).toMatchObject({
      user_id: first.id,
      last_name: 'Unverifiable',
      reasons: ['Name could not be matched'],
    });

    const approved = await admin(['identity', 'approve', String(first.id)]);
    expect(approved.code).toBe(0);
    expect(JSON.parse(approved.stdout)).toMatchObject({ status: 'verified' });

    const rejected = await admin(['identity', 'reject', String(second.id), '--message', 'Document expired']);
    expect(rejected.code).toBe(0);
    expect(JSON.parse(rejected.stdout)).toMatchObject({ status: 'not_verified', review_message: 'Document expired' });

    const verified = JSON.parse((await admin(['identity', 'list', '--status', 'verified', '--search', 'cli-'])).stdout);
    expect(verified.results.map((r: IdentityReviewRow) => r.user_id)).toEqual([first.id]);
  }, 90_000);

  it('names the problem: a reject without a message, deciding twice, an id that is not one', async () => {
    const person = await skippedPerson(t, 'cli-problems');
    const noMessage = await admin(['identity', 'reject', String(person.id)]);
    expect(noMessage.code).toBe(1);
    expect(noMessage.stderr).toContain(IdentityReviewMessages.messageRequired);

    await admin(['identity', 'approve', String(person.id)]);
    const twice = await admin(['identity', 'approve', String(person.id)]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(IdentityReviewMessages.alreadyVerified);

    const usage = await admin(['identity', 'show', 'abc']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Give the person’s user id');
  }, 90_000);
});
