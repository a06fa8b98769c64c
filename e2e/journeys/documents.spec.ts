import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { admin } from '../fixtures/admin-cli';
import { simplePdf } from '../fixtures/pdf-file';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * Documents end to end: the provider publishes documents on a new investor's two accounts with
 * the admin CLI; the investor finds one with the grouped search, previews it side by side
 * (pdf.js draws its page), then selects two and downloads them as one zip.
 */
test('an investor searches and previews a document, then downloads a selection as a zip', async ({ page }) => {
  test.setTimeout(150_000);
  const portal = { portalUrl: baseURL, operatorKey };
  const person = await registerPerson(page, { baseURL, operatorKey });
  const tag = person.phone.slice(2);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-documents-'));
  try {
    const accounts = path.join(dir, 'accounts.csv');
    fs.writeFileSync(
      accounts,
      'account_code,name,type,primary_user_email\n' +
        `E2E-DOC-${tag}-T,Harbour Family Trust,trust,${person.email}\n` +
        `E2E-DOC-${tag}-S,Harbour Super Fund,smsf,${person.email}\n`,
    );
    await admin(['import', 'accounts', accounts], portal);

    const publish = async (account: string, category: string, description: string, date: string, pages: string[][]) => {
      const file = path.join(dir, `${description}.pdf`);
      fs.writeFileSync(file, simplePdf(pages));
      const args = ['documents', 'add', '--account', account, '--category', category, '--description', description];
      return (await admin([...args, '--date', date, '--file', file], portal)) as { file_name: string };
    };
    const pack = await publish(
      `E2E-DOC-${tag}-S`,
      'Annual Summary Pack',
      'Harbour Super tax pack 2024-25',
      '2025-08-29',
      [
        ['Annual Summary Pack 2024-25', 'Harbour Super Fund', 'Income and expenses for your accountant.'],
        ['Realised gains', 'Page two of the pack.'],
      ],
    );
    const report = await publish(
      `E2E-DOC-${tag}-T`,
      'Quarterly Report',
      'Harbour Trust September quarter',
      '2025-10-14',
      [['Quarterly Portfolio Report', 'Harbour Family Trust']],
    );
    const note = await publish(`E2E-DOC-${tag}-T`, 'Contract Note', 'BHP Group purchase', '2025-09-02', [
      ['Contract note', 'BHP Group Ltd, 100 units'],
    ]);

    await page.goto('/documents/');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Documents' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expectAccessible(page, 'documents');

    // Grouped suggestions once more than two characters have settled; choosing one searches for it.
    const search = page.getByRole('combobox', { name: 'Search documents' });
    await expect(search).toHaveAttribute('placeholder', Messages.documentsSearchPlaceholder);
    await search.fill('annual');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByText('Category', { exact: true })).toBeVisible();
    await expectAccessible(page, 'documents with search suggestions');
    await listbox.getByRole('option', { name: 'Annual Summary Pack' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    const packRow = table.getByRole('row', { name: /Harbour Super tax pack 2024-25/ });
    await expect(packRow).toContainText('29 Aug 2025');

    await packRow.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: `Preview of ${pack.file_name}` });
    await expect(preview.getByText('Page 1 of 2')).toBeVisible();
    // The words of the PDF's page, laid over the canvas by pdf.js's text layer.
    await expect(preview.getByText('Annual Summary Pack 2024-25')).toBeVisible();
    await expectAccessible(page, 'documents with a preview');
    // Side by side: the list stays in view next to the viewer.
    await expect(table).toBeInViewport();
    const inked = await preview.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark += 1;
      return dark;
    });
    expect(inked).toBeGreaterThan(100);
    await preview.getByRole('button', { name: 'Next page' }).click();
    await expect(preview.getByText('Page 2 of 2')).toBeVisible();
    await expect(preview.getByText('Realised gains')).toBeVisible();
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await expect(preview).toHaveCount(0);

    // Two documents of the other account, chosen from the full list, in one zip.
    await search.fill('');
    await expect(table.getByRole('row')).toHaveCount(4);
    await page.getByRole('checkbox', { name: 'Select Harbour Trust September quarter' }).check();
    await page.getByRole('checkbox', { name: 'Select BHP Group purchase' }).check();
    const footer = page.getByRole('region', { name: 'Selected documents' });
    await expect(footer.getByText('2 document(s) selected')).toBeVisible();
    await expectAccessible(page, 'documents with a selection');
    const downloading = page.waitForEvent('download');
    await footer.getByRole('button', { name: 'Download selected' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Documents-\d{8}\.zip$/);
    const zip = path.join(dir, 'selection.zip');
    await download.saveAs(zip);
    const files = unzipSync(new Uint8Array(fs.readFileSync(zip)));
    expect(Object.keys(files).sort()).toEqual([note.file_name, report.file_name].sort());
    expect(Buffer.from(files[report.file_name]!).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
