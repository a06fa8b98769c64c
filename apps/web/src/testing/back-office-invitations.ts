import type { OperatorInvite, OperatorSecondaryInvite } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

export function testOperatorInvite(overrides: Partial<OperatorInvite> = {}): OperatorInvite {
  return {
    uuid: '00000000-0000-4000-8000-000000000101',
    email: 'olivia@example.com',
    phone_number: '0412345678',
    type: 'individual',
    account_name: null,
    product: 'ipm',
    step: 'welcome',
    status: 'open',
    expires: '2026-12-10T01:00:00Z',
    created: '2026-11-26T01:00:00Z',
    opened: null,
    ...overrides,
  };
}

export function testOperatorSecondaryInvite(overrides: Partial<OperatorSecondaryInvite> = {}): OperatorSecondaryInvite {
  return {
    uuid: '00000000-0000-4000-8000-000000000201',
    email: 'jamie@example.com',
    phone_number: '0422000001',
    full_name: 'Jamie Holder',
    role: 'member',
    account_type: 'joint',
    account_name: 'Smith Family',
    primary_user_email: 'investor@example.com',
    step: 'welcome',
    status: 'open',
    expires: '2026-12-11T01:00:00Z',
    created: '2026-11-27T01:00:00Z',
    ...overrides,
  };
}

/** The secret a create or a resend answers with, which the page must never show. */
export const ISSUED_SECRET = 'secret-123456789012';

/**
 * One invitation queue's routes under /api/operator/{path}/, as the server answers them: the list
 * filtered by status and searched (any case) in `searched`, a create that adds `created(body)` on
 * top, a resend, an expiry that revokes. `create` and `resend` answer instead when given. Returns
 * what each route was asked.
 */
export function serveInviteQueue<I extends { uuid: string; status: string }, B>(
  path: string,
  invites: I[],
  kind: { searched: (invite: I) => string; created: (body: B, uuid: string) => I },
  options: { create?: () => Response; resend?: () => Response } = {},
) {
  let held = invites;
  const calls = {
    lists: [] as URLSearchParams[],
    created: [] as B[],
    resent: [] as string[],
    expired: [] as string[],
  };
  const issued = (uuid: string) => ({
    uuid,
    code: ISSUED_SECRET,
    token: ISSUED_SECRET,
    url: `http://portal/${path}/${uuid}/${ISSUED_SECRET}/`,
    expires: '2026-12-11T01:00:00Z',
  });
  server.use(
    http.get(`*/api/operator/${path}/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const status = params.get('status');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = held.filter(
        (i) => (!status || i.status === status) && (!search || kind.searched(i).toLowerCase().includes(search)),
      );
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.post(`*/api/operator/${path}/`, async ({ request }) => {
      const body = (await request.json()) as B;
      calls.created.push(body);
      if (options.create) return options.create();
      const uuid = '00000000-0000-4000-8000-000000000999';
      held = [kind.created(body, uuid), ...held];
      return HttpResponse.json(issued(uuid), { status: 201 });
    }),
    http.post(`*/api/operator/${path}/:uuid/resend/`, ({ params }) => {
      if (options.resend) return options.resend();
      calls.resent.push(String(params.uuid));
      return HttpResponse.json(issued(String(params.uuid)));
    }),
    http.post(`*/api/operator/${path}/:uuid/expire/`, ({ params }) => {
      calls.expired.push(String(params.uuid));
      held = held.map((i) => (i.uuid === params.uuid ? { ...i, status: 'revoked' } : i));
      return HttpResponse.json(held.find((i) => i.uuid === params.uuid));
    }),
  );
  return calls;
}
