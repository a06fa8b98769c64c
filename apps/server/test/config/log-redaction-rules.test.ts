import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  isSecretName,
  redactLogObject,
  redactUrl,
  scrubText,
  serializeError,
  withLogRedaction,
} from '../../src/config/log-redaction.js';

describe('secret field names', () => {
  it('catches each kind the log must not print, whatever the case or separator', () => {
    for (const name of [
      'password',
      'new_password1',
      'Password2',
      'code',
      'invitation_code',
      'verificationCode',
      'key',
      'session_key',
      'x-operator-key',
      'Authorization',
      'cookie',
      'token',
      'reset_token',
      'jwt_token',
      'tfn',
      'TIN',
      'foreign_tin',
      'non_australian_tax_identification_number',
      'passport_number',
      'document_id',
      'card_number',
      'driver_licence',
      'medicare_card_number',
      'individual_reference_number',
      'bsb',
      'BSB',
      'account_number',
      'accountNumber',
      'address_line_1',
      'residential_address',
      'street_name',
      'suburb',
      'post_code',
      'date_of_birth',
      'dateOfBirth',
      'dob',
      'search',
    ])
      expect(isSecretName(name), name).toBe(true);
  });

  it('leaves ordinary fields, error codes and words that merely contain the letters alone', () => {
    for (const name of [
      'first_name',
      'email',
      'status',
      'statusCode',
      'country_code',
      'reqId',
      'method',
      'url',
      'ms',
      'setting',
      'mapping',
      'state',
      'country',
      'document_type',
      'message',
      'userId',
    ])
      expect(isSecretName(name), name).toBe(false);
  });
});

describe('log objects', () => {
  it('redacts secret fields at any depth and copies only what changes', () => {
    const untouched = { component: 'jobs', job: 12 };
    const object = {
      user: { id: 7, first_name: 'Alex' },
      untouched,
      body: { a: [{ b: { c: { password: 'hunter2', tin: '987654321', when: '2024-01-01' } } }] },
      headers: { authorization: 'Token abc', 'content-type': 'application/json' },
    };
    const out = redactLogObject(object) as typeof object;
    expect(out.body.a[0]!.b.c).toEqual({ password: REDACTED, tin: REDACTED, when: '2024-01-01' });
    expect(out.headers).toEqual({ authorization: REDACTED, 'content-type': 'application/json' });
    expect(out.user).toBe(object.user);
    expect(out.untouched).toBe(untouched);
    expect(object.body.a[0]!.b.c.password).toBe('hunter2');
    const clean = { method: 'GET', url: '/api/health/', status: 200, ms: 1.2 };
    expect(redactLogObject(clean)).toBe(clean);
  });

  it('leaves the demo outbox line whole', () => {
    const line = { outbox: { to: '0412345678', code: '123456' } };
    expect(redactLogObject(line)).toBe(line);
  });
});

describe('the logger options', () => {
  it('redact log objects, errors and their messages, and leave no logger as none', () => {
    const lines: string[] = [];
    const options = withLogRedaction({ level: 'info', stream: { write: (line: string) => void lines.push(line) } });
    const app = Fastify({ logger: options });
    app.log.child({ component: 'test' }).info({ user: { tin: '987654321', session_key: 'abc123' } }, 'hello');
    app.log.error(Object.assign(new Error('boom password=hunter2'), { body: { password: 'hunter2' } }));
    const text = lines.join('');
    expect(text).toContain('"msg":"hello"');
    expect(text).not.toMatch(/abc123|987654321|hunter2/);
    expect(withLogRedaction(false)).toBe(false);
    return app.close();
  });
});

describe('URLs', () => {
  it('redacts query values except paging, and a credential in the path', () => {
    expect(redactUrl('/api/health/')).toBe('/api/health/');
    expect(redactUrl('/api/dev/outbox/?to=investor%40example.com')).toBe('/api/dev/outbox/?to=[REDACTED]');
    expect(redactUrl('/api/x/?page=2&page_size=10&search=12+George+St&token=abc&flag')).toBe(
      '/api/x/?page=2&page_size=10&search=[REDACTED]&token=[REDACTED]&[REDACTED]',
    );
    expect(redactUrl('/api/auth/secondary-users-invites/tok-123/set-password/?x=1')).toBe(
      '/api/auth/secondary-users-invites/[REDACTED]/set-password/?x=[REDACTED]',
    );
    expect(redactUrl('/invitation-secondary/tok-123/')).toBe('/invitation-secondary/[REDACTED]/');
    // A signer's link (issue #21), on the API and on the signing page.
    expect(redactUrl('/api/signing/tok-123/documents/4/')).toBe('/api/signing/[REDACTED]/documents/4/');
    expect(redactUrl('/signing/tok-123')).toBe('/signing/[REDACTED]');
    expect(redactUrl('/api/auth/secondary-users-invites/')).toBe('/api/auth/secondary-users-invites/');
  });
});

describe('error text and error objects', () => {
  it('scrubs named values, query strings, SQL parameters and quoted input from text', () => {
    expect(scrubText('could not store {"first_name":"Alex","password":"p@ss, word","address":{"line":"1 X St"}}')).toBe(
      `could not store {"first_name":"Alex","password":${REDACTED},"address":${REDACTED}}`,
    );
    expect(scrubText("bad { tin: '987654321', state: 'VIC' } and code=123456")).toBe(
      `bad { tin: ${REDACTED}, state: 'VIC' } and code=${REDACTED}`,
    );
    expect(scrubText('GET https://user:pw@host/reset/?token=abc&page=2 failed')).toBe(
      `GET https://${REDACTED}@host/reset/?token=${REDACTED}&page=2 failed`,
    );
    expect(scrubText('Failed query: select $1::date\nparams: 1987-11-23,12 Main St\n    at x (file.ts:1:1)')).toBe(
      `Failed query: select $1::date\nparams: ${REDACTED}\n    at x (file.ts:1:1)`,
    );
    expect(scrubText('invalid input syntax for type integer: "Unit 9 Quokka Court"')).toBe(
      `invalid input syntax for type integer: "${REDACTED}"`,
    );
    expect(scrubText("unnamed portal parameter $3 = '12 Main St'")).toBe(`unnamed portal parameter $3 = '${REDACTED}'`);
    expect(scrubText('Key (email)=(a@b.c) already exists.')).toBe(`Key (email)=(${REDACTED})`);
    expect(scrubText(`Unexpected token 'h', "{"password": hunter2}" is not valid JSON`)).toBe(
      `Unexpected token 'h', "${REDACTED}" is not valid JSON`,
    );
  });

  it('prints an error without the data it carries, its code and cause kept', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505', detail: 'Key (tin)=(987654321)' });
    const error = Object.assign(new Error('Failed query: insert\nparams: 987654321', { cause }), {
      params: ['987654321'],
      body: { password: 'hunter2' },
      statusCode: 500,
      code: 'FST_X',
      context: { session_key: 'abc', route: '/x' },
    });
    const out = serializeError(error) as Record<string, unknown>;
    expect(out).toMatchObject({
      type: 'Error',
      message: `Failed query: insert\nparams: ${REDACTED}`,
      params: REDACTED,
      body: REDACTED,
      statusCode: 500,
      code: 'FST_X',
      context: { session_key: REDACTED, route: '/x' },
      cause: { type: 'Error', message: 'duplicate key value', code: '23505', detail: `Key (tin)=(${REDACTED})` },
    });
    expect(JSON.stringify(out)).not.toMatch(/987654321|hunter2/);
    expect((serializeError(Object.assign(new Error('x'), { code: '123456' })) as { code: string }).code).toBe(REDACTED);
  });
});
