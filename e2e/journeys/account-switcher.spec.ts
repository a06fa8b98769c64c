import { expectAccessible } from '../fixtures/accessibility';
import { openDashboard } from '../fixtures/dashboard-page';
import { expect, test, useFilter } from '../fixtures/portfolio-investor';

/**
 * Switching the selected account (issue #22 item 1) for an investor with two accounts on the
 * dashboard: the header's switcher and the accounts list read and write one selection, and the
 * dashboard follows the account selected, whichever of the two chose it.
 */
test('switch account from the header and the list; the dashboard follows', async ({
  page,
  portfolioInvestor: investor,
}) => {
  test.setTimeout(120_000);
  const { individual, smsf } = investor.feed;
  await useFilter(page.request, investor, { period: 'twelve_months', account: [], investment_option: [] });
  await openDashboard(page);
  const accountsFilter = page.getByRole('combobox', { name: 'Accounts' });
  await expect(accountsFilter).not.toHaveText(smsf.name);

  // The header: choose the super fund.
  await page.getByRole('button', { name: /^Selected account: / }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(individual.name) })).toBeVisible();
  await expectAccessible(page, 'account switcher menu');
  await menu.getByRole('menuitemradio', { name: new RegExp(smsf.name) }).click();
  await expect(page.getByRole('button', { name: `Selected account: ${smsf.name}` })).toBeVisible();
  await expect(accountsFilter).toHaveText(smsf.name);

  // The accounts list agrees, and selecting there moves the header and the dashboard back.
  await page.getByRole('button', { name: `Selected account: ${smsf.name}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'All accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const fundCard = page.getByRole('listitem', { name: smsf.name });
  await expect(fundCard).toHaveAttribute('aria-current', 'true');
  await expect(fundCard.getByText('Selected account')).toBeVisible();
  await page.getByRole('listitem', { name: individual.name }).getByRole('button', { name: 'Select account' }).click();
  await expect(page.getByRole('button', { name: `Selected account: ${individual.name}` })).toBeVisible();
  await expect(fundCard).not.toHaveAttribute('aria-current', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(accountsFilter).toHaveText(individual.name);

  // A reload keeps it: the selection and the filter live on the server.
  await page.reload();
  await expect(page.getByRole('button', { name: `Selected account: ${individual.name}` })).toBeVisible();
  await expect(accountsFilter).toHaveText(individual.name);
});
