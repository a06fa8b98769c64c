import { Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin } from '../fixtures/admin-cli';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * Rebalance notices end to end: an operator gives a new investor two accounts (the feed import)
 * and publishes three reports with the admin CLI; the investor sees the dashboard block, opens
 * the history, filters it, opens the newest report and sees its table, and back in the history
 * that report has lost its "new" dot.
 */

function tempFile(name: string, content: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-rebalance-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

const cli = { portalUrl: baseURL, operatorKey };

test('a new investor reads the rebalance notices published for them', async ({ page }) => {
  test.setTimeout(150_000);
  const person = await registerPerson(page, { baseURL, operatorKey });
  const tag = person.phone.slice(2);
  const individual = { code: `E2E-RB-${tag}-IND`, name: `Riley Registered ${tag}` };
  const smsf = { code: `E2E-RB-${tag}-SMSF`, name: `Riley Super Fund ${tag}` };

  await admin(
    [
      'import',
      'accounts',
      tempFile(
        'accounts.csv',
        [
          'account_code,name,type,primary_user_email',
          `${individual.code},${individual.name},individual,${person.email}`,
          `${smsf.code},${smsf.name},smsf,${person.email}`,
        ].join('\n'),
      ),
    ],
    cli,
  );
  const taa = (saa: number, oldTaa: number, newTaa: number) => ({ saa, old_taa: oldTaa, new_taa: newTaa });
  const reports = [
    {
      external_id: `${individual.code}-2026-10`,
      account_code: individual.code,
      rebalance_type: 'taa',
      status: 'complete',
      date: '2026-10-03',
      message: 'We are taking some profits in growth equities.\nCash stays at its strategic weight.',
      // As the administration system may send it: the table as a JSON string.
      data: JSON.stringify({
        records: [
          {
            asset_class: 'Australian Equities',
            investment_options: [
              { name: 'Australian Equities Growth', ...taa(0.35, 0.37, 0.33) },
              { name: 'Income Focus', ...taa(0.15, 0.15, 0.17) },
            ],
          },
          { asset_class: 'Fixed Income', investment_options: [{ name: 'Balanced', ...taa(0.35, 0.34, 0.35) }] },
        ],
        cash: taa(0.15, 0.14, 0.15),
      }),
    },
    {
      external_id: `${smsf.code}-2026-09`,
      account_code: smsf.code,
      rebalance_type: 'model_portfolio',
      status: 'in_progress',
      date: '2026-09-15',
      message: 'Trades are being placed this week.',
      data: [
        {
          investment_option: 'International Growth',
          code: 'VGS',
          name: 'Vanguard International',
          old_target: 0.45,
          new_target: 0.5,
        },
        {
          investment_option: 'International Growth',
          code: 'IVV',
          name: 'iShares S&P 500 ETF',
          old_target: 0.45,
          new_target: 0.4,
        },
      ],
    },
    {
      external_id: `${smsf.code}-2026-07`,
      account_code: smsf.code,
      rebalance_type: 'taa',
      status: 'cancelled',
      date: '2026-07-08',
      message: 'Markets moved before the trades were placed.',
      data: {
        records: [{ asset_class: 'Property', investment_options: [{ name: 'Balanced', ...taa(0.5, 0.5, 0.55) }] }],
        cash: taa(0.5, 0.5, 0.45),
      },
    },
  ];
  const published = (await admin(['rebalance', 'publish', tempFile('reports.json', JSON.stringify(reports))], cli)) as {
    created: number;
    reports: Array<{ id: number; external_id: string }>;
  };
  expect(published.created).toBe(3);
  const newestId = published.reports[0]!.id;

  // The dashboard's filter panel: the latest date, three new, View History.
  await page.goto('/dashboard/');
  const block = page.getByRole('region', { name: 'Rebalance history' });
  await expect(block.getByRole('link', { name: '03 Oct 2026' })).toBeVisible();
  await expect(block.getByText('3 new rebalance reports')).toBeAttached();
  await expectAccessible(page, 'dashboard with rebalance notices');
  await block.getByRole('link', { name: 'View History' }).click();

  await expect(page.getByRole('heading', { level: 1, name: Messages.rebalanceHistoryTitle })).toBeVisible();
  const table = page.getByRole('table', { name: Messages.rebalanceHistoryTitle });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('03 Oct 2026');
  await expect(rows.nth(1)).toContainText(individual.name);
  await expect(rows.nth(1).getByRole('img', { name: 'New' })).toBeVisible();
  await expect(rows.nth(3)).toContainText('Cancelled');
  await expectAccessible(page, 'rebalance history');

  // Filter by type: a chip appears, Clear all brings everything back.
  await page.getByRole('combobox', { name: 'Rebalance type' }).click();
  await page.getByRole('option', { name: 'Model portfolio' }).click();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('group', { name: 'Chosen filters' }).getByText('Rebalance type: Model portfolio'),
  ).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('15 Sep 2026');
  await expectAccessible(page, 'rebalance history filtered');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(rows).toHaveCount(4);

  // The newest report: its table and commentary; opening it marks it seen.
  const seen = page.waitForResponse((r) => r.url().includes(`/rebalance-reports/${newestId}/mark-seen/`));
  await rows.nth(1).getByText(individual.name).click();
  await expect(page).toHaveURL(`${baseURL}/rebalance/${newestId}/`);
  await expect(page.getByRole('heading', { level: 1, name: Messages.rebalanceReportHeader })).toBeVisible();
  await expect(page.getByText('3 Oct 2026', { exact: true })).toBeVisible();
  const report = page.getByRole('table', { name: 'Tactical asset allocation' });
  await expect(report.getByRole('row', { name: /Australian Equities Growth/ })).toContainText('-4.00%');
  await expect(report.getByRole('row', { name: /^Total Australian Equities/ })).toContainText('50.00%');
  await expect(report.getByRole('row', { name: /^Cash/ })).toContainText('15.00%');
  await expect(report.getByRole('row').last()).toHaveText(/^Total.*100\.00%.*100\.00%.*0\.00%.*100\.00%$/);
  await expect(
    page.getByRole('region', { name: 'Commentary' }).getByText('Cash stays at its strategic weight.'),
  ).toBeVisible();
  expect((await seen).status()).toBe(200);
  await expectAccessible(page, 'rebalance report');

  await page.getByRole('link', { name: 'Back to rebalance history' }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('img', { name: 'New' })).toHaveCount(0);
  await expect(rows.nth(2).getByRole('img', { name: 'New' })).toBeVisible();
});
