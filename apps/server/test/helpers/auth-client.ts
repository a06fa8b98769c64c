import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/index.js';

export const INVESTOR = { email: 'investor@example.com', phone: '0412345678', password: DEMO_PASSWORD };
/** Alex Morgan, the demo investor's joint holder. */
export const JOINT = { email: 'joint@example.com', phone: '0412000002', password: DEMO_PASSWORD };
export const STAFF = { email: 'staff@example.com', phone: '0412000001', password: DEMO_PASSWORD };

export function bearer(key: string) {
  return { authorization: `Token ${key}` };
}

export async function login(app: FastifyInstance, email: string, password: string, ip = '10.1.1.1') {
  return app.inject({ method: 'POST', url: '/api/auth/base/login/', payload: { email, password }, remoteAddress: ip });
}

/** Newest message for an address or phone in the demo outbox. */
export async function latestMessage(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(to)}` });
  const list = res.json() as Array<{ to: string; channel: string; subject: string; body: string; code: string | null }>;
  return list[0];
}

/** Signs in and passes the login two-factor when the user has it on; returns the usable key. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string; phone?: string },
): Promise<string> {
  const res = await login(app, user.email, user.password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const key = res.json().key as string;
  const profile = await app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) });
  if (profile.statusCode === 403 && profile.json().code === 'login_2fa_required') {
    await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor-authentication/request-create/',
      headers: bearer(key),
      payload: { channel: 'sms' },
    });
    const code = (await latestMessage(app, user.phone!))!.code!;
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor-authentication/login-confirmation-create/',
      headers: bearer(key),
      payload: { code },
    });
    if (ok.statusCode !== 200) throw new Error(`2fa failed: ${ok.body}`);
  }
  return key;
}

/** Asks for an action code by SMS and confirms it, so protected writes are open for five minutes. */
export async function confirmActionCode(app: FastifyInstance, key: string, phone: string): Promise<void> {
  await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/request-create/',
    headers: bearer(key),
    payload: { channel: 'sms' },
  });
  const code = (await latestMessage(app, phone))!.code!;
  const ok = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/action-confirmation-create/',
    headers: bearer(key),
    payload: { code },
  });
  if (ok.statusCode !== 200) throw new Error(`action code failed: ${ok.body}`);
}
