import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import { TEST_OPERATOR_KEY } from './test-app.js';

export interface AdminCliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run admin -- ...` as operators do: a separate process talking to the portal at `portalUrl`. */
export function runAdminCli(
  portalUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<AdminCliResult> {
  return new Promise((resolve) => {
    // The CLI as this run's global setup bundled it (admin-cli-bundle.ts).
    const child = spawn(process.execPath, [inject('adminCli'), ...args], {
      env: { ...process.env, PORTAL_URL: portalUrl, OPERATOR_KEY: TEST_OPERATOR_KEY, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
