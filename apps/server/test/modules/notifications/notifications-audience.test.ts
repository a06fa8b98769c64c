import { ErrorCode, NotificationMessages, type OperatorNotificationPreview } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, accounts, notifications, users } from '../../../src/db/schema/index.js';
import { bearer, STAFF, signIn } from '../../helpers/auth-client.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { runAdminCli } from '../../helpers/admin-cli.js';

/**
 * The back office's notifications (issue #23 item 2): to one user, an account's members or
 * everyone, previewed first (the preview changes nothing); everyone needs the preview's count.
 */
let t: TestApp;
let ann: TestPerson;
let ben: TestPerson;
let auditor: TestPerson;
let manager: TestPerson;
let staffKey: string;
let accountId: number;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const post = (url: string, payload: object, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'POST', url: `/api/operator${url}`, headers, payload });
const preview = (payload: object, headers?: Record<string, string>) =>
  post('/notifications/preview/', payload, headers);
const sendIt = (payload: object, headers?: Record<string, string>) => post('/notifications/', payload, headers);

async function stored(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(notifications);
  return row!.n;
}

async function staffWithRole(label: string, role: 'auditor' | 'portfolio_manager'): Promise<TestPerson> {
  const person = await createPerson(t, label);
  expect((await post('/staff/role/', { email: person.email, role })).statusCode).toBe(200);
  return person;
}

beforeAll(async () => {
  t = await startTestApp();
  ann = await createPerson(t, 'audience-ann');
  ben = await createPerson(t, 'audience-ben');
  auditor = await staffWithRole('audience-auditor', 'auditor');
  manager = await staffWithRole('audience-manager', 'portfolio_manager');
  staffKey = await signIn(t.app, STAFF);
  const [account] = await t.database.db
    .insert(accounts)
    .values({ name: 'Audience Joint', accountType: 'joint' })
    .returning();
  accountId = account!.id;
  await t.database.db.insert(accountMembers).values([
    { accountId, userId: ann.id, role: 'primary' },
    { accountId, userId: ben.id, role: 'secondary' },
  ]);
});
afterAll(() => t.close());

const content = { title: 'Office closed', description: 'Closed on Friday.', redirect_url: '/documents/' };

describe('POST /api/operator/notifications/preview/', () => {
  it('names one user by e-mail with the text as it will appear, and stores nothing', async () => {
    const before = await stored();
    const res = await preview({ audience: 'user', email: ann.email.toUpperCase(), ...content });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      audience: 'user',
      count: 1,
      recipients: [{ id: ann.id, name: 'Test audience-ann', email: ann.email }],
      title: 'Office closed',
      description: 'Closed on Friday.',
      redirect_url: '/documents/',
    });
    expect(await stored()).toBe(before);
  });

  it('names an account’s members, and everyone (every active investor: staff, advisors and blocked people are not)', async () => {
    const members = (await preview({ audience: 'account', account: accountId, ...content })).json();
    expect(members.count).toBe(2);
    expect(members.recipients.map((r: { email: string }) => r.email).sort()).toEqual([ann.email, ben.email].sort());

    const everyone = (await preview({ audience: 'everyone', ...content })).json() as OperatorNotificationPreview;
    const active = await t.database.db
      .select({
        id: users.id,
        isStaff: users.isStaff,
        advisorId: users.advisorId,
        isActive: users.isActive,
        blockedAt: users.blockedAt,
      })
      .from(users);
    // Staff and advisors act for investors; the notice is for the investors themselves.
    const expected = active.filter((u) => !u.isStaff && u.advisorId === null && u.isActive && !u.blockedAt).length;
    expect(everyone.count).toBe(expected);
    expect(everyone.recipients).toHaveLength(Math.min(expected, 20));
    expect(everyone.recipients.map((r) => r.email)).not.toContain(STAFF.email);
    expect(everyone.recipients.map((r) => r.email)).not.toContain('advisor@example.com');
  });

  it('says who is unknown (404) and puts bad input on its field', async () => {
    const nobody = await preview({ audience: 'user', email: 'nobody@example.com', ...content });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ detail: NotificationMessages.unknownEmail, code: 'not_found' });
    const noAccount = await preview({ audience: 'account', account: 2_147_483_647, ...content });
    expect(noAccount.statusCode).toBe(404);
    expect(noAccount.json().detail).toBe(NotificationMessages.unknownAccount);
    const blank = await preview({ audience: 'account', title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field_errors).toEqual({
      account: [NotificationMessages.accountRequired],
      title: [NotificationMessages.titleRequired],
    });
    const odd = await preview({ audience: 'board', ...content });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json().field_errors)).toEqual(['audience']);
  });

  it('is an operator’s: an auditor and a portfolio manager are refused 403, an investor 404', async () => {
    const body = { audience: 'user', email: ann.email, ...content };
    expect((await preview(body, bearer(staffKey))).statusCode).toBe(200);
    for (const person of [auditor, manager]) {
      const refused = await preview(body, bearer(person.key));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('staff_role_refused');
      expect((await sendIt(body, bearer(person.key))).statusCode).toBe(403);
    }
    expect((await preview(body, bearer(ann.key))).statusCode).toBe(404);
    expect((await sendIt(body, bearer(ann.key))).statusCode).toBe(404);
  });
});

describe('POST /api/operator/notifications/ to many', () => {
  it('sends to each member of an account', async () => {
    const res = await sendIt({ audience: 'account', account: accountId, ...content }, bearer(staffKey));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().count).toBe(2);
    for (const person of [ann, ben]) {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.userId, person.id));
      expect(row!.n).toBe(1);
    }
  });

  it('sends to everyone only with the preview’s count: none is a field error, a stale one 409 and nothing sent', async () => {
    const shown = (await preview({ audience: 'everyone', ...content })).json() as OperatorNotificationPreview;
    const before = await stored();

    const missing = await sendIt({ audience: 'everyone', ...content });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toEqual({ confirm_count: [NotificationMessages.confirmCountRequired] });

    const stale = await sendIt({ audience: 'everyone', confirm_count: shown.count - 1, ...content });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: NotificationMessages.audienceChanged(shown.count - 1, shown.count),
      code: ErrorCode.previewStale,
    });
    expect(await stored()).toBe(before);

    const sent = await sendIt({ audience: 'everyone', confirm_count: shown.count, ...content });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().count).toBe(shown.count);
    expect(sent.json().notifications).toHaveLength(Math.min(shown.count, 20));
    expect(await stored()).toBe(before + shown.count);
  });
});

describe('npm run admin -- notify to many', () => {
  it('previews an account’s members, sends to them, and sends to everyone only with the preview’s count', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = (args: string[]) => runAdminCli(url, args);
    const text = ['--title', 'From the CLI', '--description', 'To many'];

    const previewed = await admin(['notify', '--preview', '--account', String(accountId), ...text]);
    expect(previewed.stderr).toBe('');
    expect(JSON.parse(previewed.stdout)).toMatchObject({ audience: 'account', count: 2, title: 'From the CLI' });

    const before = await stored();
    const sent = await admin(['notify', '--account', String(accountId), ...text]);
    expect(JSON.parse(sent.stdout).count).toBe(2);
    expect(await stored()).toBe(before + 2);

    const everyone = JSON.parse((await admin(['notify', '--preview', '--everyone', ...text])).stdout) as {
      count: number;
    };
    const unconfirmed = await admin(['notify', '--everyone', ...text]);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain(NotificationMessages.confirmCountRequired);
    const stale = await admin(['notify', '--everyone', '--confirm-count', String(everyone.count + 1), ...text]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain(NotificationMessages.audienceChanged(everyone.count + 1, everyone.count));
    const confirmed = await admin(['notify', '--everyone', '--confirm-count', String(everyone.count), ...text]);
    expect(JSON.parse(confirmed.stdout).count).toBe(everyone.count);

    const both = await admin(['notify', '--everyone', '--account', String(accountId), ...text]);
    expect(both.code).toBe(1);
  }, 60_000);
});
