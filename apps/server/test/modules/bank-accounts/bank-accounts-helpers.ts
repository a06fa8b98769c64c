import type { Account, BankAccount, ChangeRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { accountMembers, accounts, signingAuthorities } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, type TestPerson } from '../../helpers/test-people.js';

/** The bank accounts' API as the tests drive it: one app, people made per test. */
export function bankApi(t: TestApp) {
  const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
  const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };

  function multipart(content: Buffer, filename: string, type: string) {
    const boundary = '----bankBoundary7Q';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }

  const api = {
    PDF,
    operator,
    inject: t.app.inject.bind(t.app),
    get: (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(key) }),
    post: (key: string, url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url, headers: bearer(key), payload }),
    patch: (key: string, url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: bearer(key), payload }),
    put: (key: string, url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(key), payload }),
    del: (key: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(key) }),
    operatorPost: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/operator${url}`, headers: operator, payload }),
    operatorGet: (url: string) => t.app.inject({ method: 'GET', url: `/api/operator${url}`, headers: operator }),

    upload(key: string, content = PDF, filename = 'statement.pdf', type = 'application/pdf') {
      const body = multipart(content, filename, type);
      return t.app.inject({
        method: 'POST',
        url: '/api/accounts/bank-account-documents/',
        headers: { ...bearer(key), ...body.headers },
        payload: body.payload,
      });
    },

    async statement(key: string): Promise<number> {
      const res = await api.upload(key);
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      return (res.json() as { id: number }).id;
    },

    async details(key: string, overrides: Record<string, unknown> = {}) {
      return {
        bsb: '062-000',
        bank: 'Typed Bank',
        branch: 'Typed Branch',
        name: 'Test Holder',
        number: '12345678',
        document_file: await api.statement(key),
        ...overrides,
      };
    },

    /** An account in setup (pending) of `owner`, applying for a portfolio (ipm). */
    async setupAccount(owner: TestPerson, type: 'individual' | 'joint' = 'individual'): Promise<Account> {
      const res = await api.post(
        owner.key,
        '/api/accounts/',
        type === 'joint' ? { type, name: 'Bank Joint' } : { type },
      );
      if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
      const account = res.json() as Account;
      await t.database.db
        .update(accounts)
        .set({ products: ['ipm'] })
        .where(eq(accounts.id, account.id));
      return account;
    },

    /**
     * An active joint account of `owner` (primary) with `others` on it and the signing authority
     * given ('any' unless said), with an active bank account added in setup.
     */
    async activeAccount(
      owner: TestPerson,
      others: TestPerson[],
      signing: Partial<typeof signingAuthorities.$inferInsert> = { option: 'any' },
    ): Promise<{ account: Account; bank: BankAccount }> {
      const account = await api.setupAccount(owner, 'joint');
      await confirmAction(t, owner.key, owner.phone);
      const created = await api.post(
        owner.key,
        `/api/accounts/${account.id}/bank-accounts/`,
        await api.details(owner.key),
      );
      if (created.statusCode !== 201) throw new Error(`bank account: ${created.statusCode} ${created.body}`);
      if (others.length > 0) {
        await t.database.db
          .insert(accountMembers)
          .values(others.map((o) => ({ accountId: account.id, userId: o.id, role: 'secondary' as const })));
      }
      await t.database.db.insert(signingAuthorities).values({ accountId: account.id, option: 'any', ...signing });
      await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, account.id));
      return { account, bank: created.json() as BankAccount };
    },

    async request(key: string, id: number): Promise<ChangeRequest> {
      const res = await api.get(key, `/api/accounts/change-requests/${id}/`);
      if (res.statusCode !== 200) throw new Error(`request ${id}: ${res.statusCode} ${res.body}`);
      return res.json() as ChangeRequest;
    },
  };
  return api;
}
