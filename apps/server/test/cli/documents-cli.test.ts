import fs from 'node:fs';
import path from 'node:path';
import { OperatorDocumentMessages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { cliPortal } from '../helpers/cli-portal.js';
import { runAdminCli, type AdminCliResult } from '../helpers/admin-cli.js';

const portal = cliPortal('documents');

function admin(args: string[]): Promise<AdminCliResult> {
  return runAdminCli(portal.url, args);
}

describe('npm run admin -- documents ...', () => {
  it('publishes a file on an account and lists it', async () => {
    const file = path.join(portal.dir, 'FY25 tax statement.pdf');
    fs.writeFileSync(
      file,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20), Buffer.from('%%EOF\n')]),
    );
    const res = await admin([
      'documents',
      'add',
      '--account',
      'DEMO-IND-001',
      '--category',
      'Tax Statement',
      '--description',
      'FY25 tax statement',
      '--date',
      '2025-07-31',
      '--file',
      file,
    ]);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const added = JSON.parse(res.stdout);
    expect(added).toMatchObject({
      account_code: 'DEMO-IND-001',
      category: 'Tax Statement',
      company: 'FY25 tax statement',
      date_of: '2025-07-31',
      file_name: 'FY25 tax statement.pdf',
      file_size: 3015,
      content_type: 'application/pdf',
    });

    const listed = JSON.parse((await admin(['documents', 'list', '--account', 'DEMO-IND-001'])).stdout);
    expect(listed.results.map((d: { id: number }) => d.id)).toContain(added.id);
    const searched = JSON.parse(
      (await admin(['documents', 'list', '--search', 'FY25 tax statement', '--category', 'Tax Statement'])).stdout,
    );
    expect(searched.results.map((d: { id: number }) => d.id)).toContain(added.id);
  }, 60_000);

  it('names the portal’s refusals by option and exits non-zero', async () => {
    const file = path.join(portal.dir, 'notes.txt');
    fs.writeFileSync(file, 'plain text, not a document');
    const res = await admin([
      'documents',
      'add',
      '--account',
      'NO-SUCH',
      '--category',
      'Fee Statement',
      '--file',
      file,
    ]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('--account: No account has this code.');
    expect(res.stderr).toContain('--file: Selected File is not Supported for Upload');

    const other = await admin(['documents', 'add', '--account', 'DEMO-IND-001', '--category', 'Other', '--file', file]);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(`--category: ${OperatorDocumentMessages.categoryUnknown}`);

    const missing = await admin(['documents', 'add', '--account', 'DEMO-IND-001', '--file', file]);
    expect(missing.stderr).toContain('Missing --category');
    // The help names the categories the portal takes.
    expect(missing.stderr).toContain('(C: "Annual Summary Pack" | "Tax Statement" |');
    const unreadable = await admin(['documents', 'add', '--account', 'A', '--category', 'C', '--file', '/no/such']);
    expect(unreadable.stderr).toContain('Cannot read /no/such');
  }, 60_000);
});
