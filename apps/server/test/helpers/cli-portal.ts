import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * What a CLI test needs, set up for the file: the portal listening on a free loopback port (the
 * CLI is another process and talks HTTP to it) and a scratch folder for the files it reads.
 */
export function cliPortal(name: string) {
  const portal = {
    t: undefined as unknown as TestApp,
    url: '',
    dir: '',
    /** Writes `text` to a file in the scratch folder and returns its path. */
    file(fileName: string, text: string | Buffer): string {
      const at = path.join(portal.dir, fileName);
      fs.writeFileSync(at, text);
      return at;
    },
  };
  beforeAll(async () => {
    portal.t = await startTestApp();
    portal.url = await portal.t.app.listen({ port: 0, host: '127.0.0.1' });
    portal.dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-cli-`));
  });
  afterAll(async () => {
    fs.rmSync(portal.dir, { recursive: true, force: true });
    await portal.t.close();
  });
  return portal;
}
