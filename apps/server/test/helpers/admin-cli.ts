import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_OPERATOR_KEY } from './test-app.js';

export interface AdminCliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'cli', 'admin.ts');

/** Runs `npm run admin -- ...` as operators do: a separate process talking to the portal at `portalUrl`. */
export function runAdminCli(
  portalUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<AdminCliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, PORTAL_URL: portalUrl, OPERATOR_KEY: TEST_OPERATOR_KEY, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
