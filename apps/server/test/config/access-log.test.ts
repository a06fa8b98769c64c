import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { writeAccessLine } from '../../src/config/access-log.js';

/** A pino logger as serve.ts makes one, writing into `lines`. */
function capturingLogger(lines: string[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('the access log line', () => {
  it('is byte for byte the line pino writes for the same fields, the request id included', () => {
    const lines: string[] = [];
    const request = capturingLogger(lines).child({ reqId: 'req-1' });
    const fields = { method: 'GET', url: '/api/documents/?search=[redacted]', status: 200, ms: 1.3 };
    request.info(fields, 'request');
    writeAccessLine(request, fields);
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[1]!)).toBe(withoutTime(lines[0]!));
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 30, reqId: 'req-1', status: 200, msg: 'request' });
  });

  it('escapes what a URL may carry so the line stays one JSON object', () => {
    const lines: string[] = [];
    const request = capturingLogger(lines).child({ reqId: 'req-2' });
    writeAccessLine(request, { method: 'GET', url: '/api/x/"\n\\', status: 404, ms: 0.4 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).url).toBe('/api/x/"\n\\');
  });

  it('goes through `info` on a logger that is not pino', () => {
    const seen: unknown[] = [];
    const logger = { info: (...args: unknown[]) => seen.push(args) } as unknown as Parameters<
      typeof writeAccessLine
    >[0];
    writeAccessLine(logger, { method: 'POST', url: '/api/y/', status: 201, ms: 2 });
    expect(seen).toEqual([[{ method: 'POST', url: '/api/y/', status: 201, ms: 2 }, 'request']]);
  });
});
