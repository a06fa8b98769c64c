import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../src/db/schema/index.js';
import { isLoopbackAddress } from '../../../src/http/loopback.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

// The demo outbox holds sign-in codes and password-reset links: with an e-mail alone, anyone who
// could reach it could take an account over. It answers only callers on this machine.

const TO = 'outbox-reader@example.com';
const SECRET = 'reset link https://portal.example/reset/SECRET-TOKEN-123';

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY on: forwarded headers then change request.ip, and must still change nothing here.
  t = await startTestApp({ env: { TRUST_PROXY: '1' }, seed: false });
  await t.app.db
    .insert(outboxMessages)
    .values({ to: TO, channel: 'email', subject: 'Reset', body: SECRET, code: '654321', deliveredBy: 'outbox' });
});
afterAll(() => t.close());

const outboxUrl = `/api/dev/outbox/?to=${encodeURIComponent(TO)}`;

describe('the demo outbox answers only the loopback interface', () => {
  it('answers a caller on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: outboxUrl, remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json()[0]).toMatchObject({ to: TO, body: SECRET, code: '654321' });
    }
  });

  it('answers anyone else exactly like a path that does not exist, whatever the forwarded headers say', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/dev/no-such-thing/', remoteAddress: '10.0.0.5' });
    for (const remoteAddress of ['10.0.0.5', '192.0.2.2', '::ffff:10.0.0.5', 'fd00::2', '128.0.0.1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: outboxUrl,
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
      });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect(res.json()).toEqual(unknown.json());
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('654321');
    }
  });

  it('refuses before looking at the query, so a bad query reveals nothing either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/', remoteAddress: '10.0.0.5' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  // A real socket: what the kernel says about the peer, not what a test helper claims.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  it.skipIf(!external)('over real sockets: 404 through a non-loopback address, 200 over loopback', async () => {
    const listening = await startTestApp({ env: { TRUST_PROXY: '1' }, seed: false });
    try {
      await listening.app.db
        .insert(outboxMessages)
        .values({ to: TO, channel: 'sms', subject: '', body: SECRET, code: '111222', deliveredBy: 'outbox' });
      await listening.app.listen({ host: '0.0.0.0', port: 0 });
      const { port } = listening.app.server.address() as AddressInfo;
      const forged = { 'x-forwarded-for': '127.0.0.1' };

      const remote = await fetch(`http://${external}:${port}${outboxUrl}`, { headers: forged });
      const remoteBody = await remote.text();
      expect(remote.status).toBe(404);
      expect(JSON.parse(remoteBody)).toEqual({ detail: 'Not found.', code: 'not_found' });
      expect(remoteBody).not.toContain('SECRET');

      const local = await fetch(`http://127.0.0.1:${port}${outboxUrl}`);
      expect(local.status).toBe(200);
      expect(((await local.json()) as Array<{ code: string }>)[0]?.code).toBe('111222');
    } finally {
      await listening.close();
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8, ::1 and their IPv4-mapped forms, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [
      undefined,
      '',
      '10.0.0.5',
      '0.0.0.0',
      '::',
      '128.0.0.1',
      '1127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::1',
      'localhost',
    ])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});
