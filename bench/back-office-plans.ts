// The query plans behind the back office's queues (bench/back-office.mjs runs this with tsx on its
// database): each queue's own repository function is called with a Drizzle that records the SQL it
// sends, and every statement is EXPLAIN ANALYZEd with its parameters. Prints JSON: each statement's
// execution time, and the plans of the three slowest.
import {
  auditQuerySchema,
  identityReviewsQuerySchema,
  operatorAccountsQuerySchema,
  operatorChangeRequestsQuerySchema,
  operatorInvitesQuerySchema,
  operatorUsersQuerySchema,
} from '@portal/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { operatorAccountsPage } from '../apps/server/src/modules/accounts/accounts.repository.js';
import { auditEntriesPage, countAuditEntries } from '../apps/server/src/modules/audit/audit.repository.js';
import { changeRequestsPage } from '../apps/server/src/modules/bank-accounts/change-requests.repository.js';
import { listReviews } from '../apps/server/src/modules/identity-review/identity-review.repository.js';
import { invitesPage } from '../apps/server/src/modules/invitations/invitations.repository.js';
import { countUsers, usersPage } from '../apps/server/src/modules/users-admin/users-admin.repository.js';

type Statement = { query: string; params: unknown[] };

const url = process.argv[2];
if (!url) throw new Error('usage: back-office-plans.ts DATABASE_URL');
const pool = new pg.Pool({ connectionString: url, max: 1 });
let sent: Statement[] = [];
const db = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (query, params) => sent.push({ query, params }) },
}) as unknown as Database;

/** The statements one call sends. */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  sent = [];
  await run();
  return sent;
}

const calls: Array<[string, () => Promise<unknown>]> = [
  ['users: first page', () => usersPage(db, operatorUsersQuerySchema.parse({}))],
  ['users: count', () => countUsers(db, operatorUsersQuerySchema.parse({}))],
  ['users: search a common name', () => usersPage(db, operatorUsersQuerySchema.parse({ search: 'Bennett' }))],
  ['users: count a common name', () => countUsers(db, operatorUsersQuerySchema.parse({ search: 'Bennett' }))],
  ['accounts: first page', () => operatorAccountsPage(db, operatorAccountsQuerySchema.parse({}))],
  [
    'accounts: search a member',
    () => operatorAccountsPage(db, operatorAccountsQuerySchema.parse({ search: 'investor042170@queue.bench.example' })),
  ],
  ['invitations: open', () => invitesPage(db, operatorInvitesQuerySchema.parse({ status: 'open' }), new Date())],
  ['identity reviews', () => listReviews(db, identityReviewsQuerySchema.parse({}))],
  [
    'change requests: search',
    () => changeRequestsPage(db, operatorChangeRequestsQuerySchema.parse({ search: 'Bennett' })),
  ],
  ['audit: count all', () => countAuditEntries(db, {}, 10_000)],
  ['audit: first page', () => auditEntriesPage(db, {}, 0, auditQuerySchema.parse({}).page_size)],
  ['audit: count a target', () => countAuditEntries(db, { target: 'account:4217' }, 10_000)],
  ['audit: count every change', () => countAuditEntries(db, { actionPrefix: 'POST ' }, 10_000)],
];

const explained: Array<{ call: string; query: string; execution_ms: number; plan: string }> = [];
for (const [call, run] of calls) {
  for (const statement of await statementsOf(run)) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${statement.query}`, statement.params);
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    const execution = /Execution Time: ([\d.]+) ms/.exec(plan);
    explained.push({ call, query: statement.query, execution_ms: execution ? Number(execution[1]) : NaN, plan });
  }
}
await pool.end();
const slowest = [...explained].sort((a, b) => b.execution_ms - a.execution_ms).slice(0, 3);
process.stdout.write(
  JSON.stringify({
    statements: explained.map(({ call, execution_ms }) => ({ call, execution_ms })),
    slowest,
  }),
);
