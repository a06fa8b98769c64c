import { http, HttpResponse } from 'msw';
import { Messages } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { server } from '../testing/mocks/server';
import { getLastRequestAt } from './activity';
import { api } from './api-client';
import { ApiError } from './api-error';
import { session } from './session';

function captureHeaders(path: string) {
  const seen: { headers?: Headers; credentials?: string; url?: string } = {};
  server.use(
    http.all(`*/api${path}`, ({ request }) => {
      seen.headers = request.headers;
      seen.url = request.url;
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('api client', () => {
  it('sends the common headers of document 1 §7', async () => {
    session.signIn('abc123');
    session.setTenantId('3');
    session.setManagedUserId('77');
    const seen = captureHeaders('/profiles/my/');

    await api.get('/profiles/my/', { version: '2.0', params: { page: 2, rebalance_type: ['a', 'b'], empty: '' } });

    expect(seen.headers?.get('Authorization')).toBe('Token abc123');
    expect(seen.headers?.get('Accept-Language')).toBe('en');
    expect(seen.headers?.get('Accept')).toBe('application/json; version=2.0');
    expect(seen.headers?.get('Application-Id')).toBe('3');
    expect(seen.headers?.get('Managed-User-id')).toBe('77');
    expect(new URL(seen.url ?? '').search).toBe('?page=2&rebalance_type=a%2Cb');
  });

  it('leaves Authorization off when asked (company-application calls) and when signed out', async () => {
    session.signIn('abc123');
    const seen = captureHeaders('/company-applications/');
    await api.get('/company-applications/', { withAuth: false });
    expect(seen.headers?.has('Authorization')).toBe(false);

    session.clear();
    const again = captureHeaders('/health/');
    await api.get('/health/');
    expect(again.headers?.has('Authorization')).toBe(false);
    expect(again.headers?.has('Managed-User-id')).toBe(false);
  });

  it('sends and reads JSON, checking the answer with a schema', async () => {
    server.use(
      http.post('*/api/things/', async ({ request }) => {
        expect(request.headers.get('Content-Type')).toBe('application/json');
        return HttpResponse.json({ echoed: await request.json() });
      }),
    );
    const schema = z.object({ echoed: z.object({ name: z.string() }) });
    await expect(api.post('/things/', { name: 'x' }, { schema })).resolves.toEqual({ echoed: { name: 'x' } });
  });

  it('turns a 400 into an ApiError with array values joined into one text', async () => {
    server.use(
      http.post('*/api/things/', () =>
        HttpResponse.json(
          {
            field_errors: { email: ['Too long.', 'Not valid.'], address: { post_code: ['Required.'] } },
            non_field_errors: ['First.', 'Second.'],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await api.post('/things/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.fieldErrors).toEqual({ email: 'Too long. Not valid.', 'address.post_code': 'Required.' });
    expect(apiError.nonFieldErrors).toBe('First. Second.');
    expect(apiError.detail).toBeUndefined();
  });

  it('reads {detail, code} answers', async () => {
    server.use(
      http.get('*/api/things/1/', () =>
        HttpResponse.json({ detail: 'Blocked.', code: 'temporary_blocked' }, { status: 403 }),
      ),
    );
    const error = (await api.get('/things/1/').catch((e: unknown) => e)) as ApiError;
    expect(error.detail).toBe('Blocked.');
    expect(error.code).toBe('temporary_blocked');
    expect(error.isBlocked).toBe(true);
    expect(error.message).toBe('Blocked.');
  });

  it('reports a network failure as status 0 with the generic message', async () => {
    server.use(http.get('*/api/things/', () => HttpResponse.error()));
    const error = (await api.get('/things/').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Looks like something went wrong');
  });

  it('an answer that breaks the contract fails in the portal’s words, not zod’s', async () => {
    server.use(http.get('*/api/things/', () => HttpResponse.json({ echoed: { name: 42 } })));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const schema = z.object({ echoed: z.object({ name: z.string() }) });
    const error = (await api.get('/things/', { schema }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(Messages.genericError);
    expect(error.cause).toBeInstanceOf(z.ZodError);
    expect(quiet).toHaveBeenCalledWith('GET /things/: the answer does not fit the contract', expect.any(Array));
    quiet.mockRestore();
  });

  it('records the time of the last request, except for pings, logout and the new-reports counter', async () => {
    server.use(http.all('*/api/*', () => new HttpResponse(null, { status: 204 })));

    await api.get('/documents/');
    const afterUserCall = getLastRequestAt();
    expect(afterUserCall).not.toBeNull();

    await new Promise((r) => setTimeout(r, 5));
    await api.get('/auth/sessions/last-activity-ping/');
    await api.post('/auth/base/logout/');
    await api.get('/ipm/reports/new-counter/');
    expect(getLastRequestAt()).toBe(afterUserCall);

    await api.get('/auth/sessions/session-keep-alive/');
    expect(getLastRequestAt()).toBeGreaterThan(afterUserCall ?? 0);
  });
});
