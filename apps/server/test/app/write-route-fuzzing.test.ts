import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTHORIZATION_MATRIX, type OperationName } from '../../src/http/authorization-matrix.js';
import { INVESTOR, STAFF, bearer, signIn } from '../helpers/auth-client.js';
import { changedTables, databaseDigest } from '../helpers/database-digest.js';
import { arbitraryFor, bodyArbitrary, jsonSchemaOf } from '../helpers/schema-arbitrary.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Property-based fuzzing of every write route's JSON body, generated from the route's own zod
 * schema (schema-arbitrary.ts): valid-shaped bodies and near-valid ones (a field missing, of the
 * wrong type, too long, or unknown). Whatever is sent, the answer is never a 5xx, and a 4xx leaves
 * the database exactly as it was. Routes are read from the app as it declares them, so a route
 * added later is fuzzed the day it is added. FUZZ_RUNS sets the bodies per route (default 8).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

/** Ending the caller's own session would end the run; logout's answers are tested on their own. */
const SKIPPED = new Set<OperationName>(['POST /api/auth/base/logout/', 'POST /api/auth/sessions/end-others/']);

/**
 * What a refused request writes on purpose: a failed login is recorded so that guessing is limited
 * (login_attempts), a wrong code counts against the code it was meant for, every request
 * keeps its session alive (its last activity), and every operator-API call, refused or not, is
 * recorded in the audit trail (audit_entries); a feed file refused for bad rows is kept in the
 * history of imports with its report (data_import_attempts).
 */
const WRITTEN_ON_REFUSAL = {
  except: new Set(['login_attempts', 'verification_codes', 'audit_entries', 'data_import_attempts']),
  ignoring: { sessions: ['last_activity_at'] },
};

/**
 * The digest of what is stored once background jobs that earlier accepted bodies queued (a bank
 * change request's notices: jobs, notifications, outbox) have run, so that their writes are not
 * blamed on the refused request checked next. A job the refused request queued itself still runs
 * after it, and shows.
 */
async function settledDigest() {
  await t.app.jobs.idle();
  return databaseDigest(t.database, WRITTEN_ON_REFUSAL);
}

type WriteRoute = { name: OperationName; method: string; path: string; body: z.ZodType; params?: z.ZodType };
const routes: WriteRoute[] = [];

function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const body = route.schema?.body as z.ZodType | undefined;
  if (!route.url.startsWith('/api/') || !body || !('_zod' in body)) return;
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  for (const method of methods) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
    routes.push({
      name: `${method} ${path}` as OperationName,
      method,
      path,
      body,
      params: route.schema?.params as z.ZodType | undefined,
    });
  }
}

let t: TestApp;
const keys: Record<'owner' | 'staff', string> = { owner: '', staff: '' };
/** `{id}` of the owner's own objects, so a body reaches the rules behind the ownership check. */
const ownerIds = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp({ onRoute: collect });
  keys.owner = await signIn(t.app, INVESTOR);
  keys.staff = await signIn(t.app, STAFF);
  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(keys.owner) })).json() as { id: number };
  for (const kind of ['personal-details', 'contact-details', 'additional-details']) {
    ownerIds.set(`/api/profiles/${kind}/{id}/`, (await get(`/api/profiles/${kind}/`)).id);
  }
  const advisors = (await get('/api/profiles/advisors/')) as unknown as { results: Array<{ id: number }> };
  ownerIds.set('/api/profiles/advisors/{id}/', advisors.results[0]!.id);
}, 120_000);
afterAll(() => t.close());

function headersFor(name: OperationName): Record<string, string> {
  const row = AUTHORIZATION_MATRIX[name];
  if (!row) throw new Error(`${name} has no row in the authorization matrix`);
  if (row.owner === 'allow') return bearer(keys.owner);
  if (row.staff === 'allow') return bearer(keys.staff);
  if (row.operator === 'allow') return { authorization: `Operator ${TEST_OPERATOR_KEY}` };
  return {};
}

/** The path with the owner's object where there is one, generated values elsewhere. */
function pathArbitrary(route: WriteRoute): fc.Arbitrary<string> {
  for (const [prefix, id] of ownerIds) {
    if (route.path.startsWith(prefix)) return fc.constant(route.path.replace('{id}', String(id)));
  }
  if (!route.params || !route.path.includes('{')) return fc.constant(route.path);
  return arbitraryFor(jsonSchemaOf(route.params)).map((params) =>
    route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String((params as Record<string, unknown>)[name] ?? '1')),
    ),
  );
}

describe('fuzzing the body of every write route', () => {
  it('finds the write routes with a JSON body', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('never answers 5xx, and a refused body changes nothing stored', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (SKIPPED.has(route.name)) continue;
      const headers = headersFor(route.name);
      await fc
        .assert(
          fc.asyncProperty(pathArbitrary(route), bodyArbitrary(route.body), async (url, body) => {
            const before = await settledDigest();
            const res = await t.app.inject({
              method: route.method as 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            });
            const sent = JSON.stringify(body).slice(0, 300);
            if (res.statusCode >= 500) {
              problems.push(`${route.name} ${res.statusCode} for ${sent}: ${res.body.slice(0, 200)}`);
              return false;
            }
            if (res.statusCode >= 400) {
              const changed = changedTables(before, await settledDigest());
              if (changed.length > 0) {
                problems.push(`${route.name} ${res.statusCode} changed ${changed.join(', ')} for ${sent}`);
                return false;
              }
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
