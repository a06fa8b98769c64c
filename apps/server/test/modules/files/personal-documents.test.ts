import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let investor: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPG = Buffer.from('ffd8ffe000104a46494600', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)]);

/** A real multipart/form-data body, as a browser sends it. */
function multipart(parts: Array<{ name: string; filename?: string; type?: string; content: Buffer | string }>) {
  const boundary = '----portalTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(key: string, content: Buffer, filename = 'licence.pdf', type = 'application/pdf', fileName?: string) {
  const body = multipart([
    ...(fileName ? [{ name: 'file_name', content: fileName }] : []),
    { name: 'file', filename, type, content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles/personal-document/',
    headers: { ...bearer(key), ...body.headers },
    payload: body.payload,
  });
}

describe('personal documents', () => {
  it('accepts a pdf, png and jpg by their content and serves them back to the owner', async () => {
    for (const [content, name, type] of [
      [PDF, 'licence.pdf', 'application/pdf'],
      [PNG, 'passport.png', 'image/png'],
      [JPG, 'medicare.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(investor, content, name, type);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ file_name: name, size: content.length, content_type: type });
      const file = await t.app.inject({ method: 'GET', url: res.json().url, headers: bearer(investor) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.rawPayload.equals(content)).toBe(true);
    }
  });

  it('uses the given file_name, cleaned of paths, with the extension of the real content', async () => {
    const res = await upload(investor, PNG, 'x.pdf', 'application/pdf', '../../etc/My Licence.pdf');
    expect(res.json().file_name).toBe('My Licence.png');
  });

  it('refuses an executable renamed .pdf, on the file field', async () => {
    const res = await upload(investor, EXE, 'statement.pdf', 'application/pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ file: ['Selected File is not Supported for Upload'] });
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with the spec’s message', async () => {
    const limit = 10 * 1024 * 1024;
    const exact = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(limit - 9, 0x20)]);
    expect((await upload(investor, exact)).statusCode).toBe(201);
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    const res = await upload(investor, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ file: ['Max file size is - 10MB'] });
  }, 30_000);

  it('asks for the file when none is sent', async () => {
    const body = multipart([{ name: 'file_name', content: 'nothing' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/personal-document/',
      headers: { ...bearer(investor), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.file).toBeDefined();
  });

  it('never serves or deletes another user’s file, and a deleted file is gone', async () => {
    const mine = (await upload(investor, PDF)).json();
    expect((await t.app.inject({ method: 'GET', url: mine.url, headers: bearer(staff) })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/profiles/personal-document/${mine.id}/`,
          headers: bearer(staff),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/profiles/personal-document/${mine.id}/`,
          headers: bearer(investor),
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: mine.url, headers: bearer(investor) })).statusCode).toBe(404);
  });
});
