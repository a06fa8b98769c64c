import { BackOfficeQueueLabel, Messages, type BackOfficeDashboard } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, staff, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

/**
 * The back office (issue #23): the demo staff member signs in with the SMS code, finds the back
 * office in the profile menu and reads the staff dashboard, whose figures are the operator API's.
 * Reads only: the demo data other journeys assert on stays as it is.
 */
test('the staff member opens the back office from the profile menu and sees the queues’ counts', async ({ page }) => {
  const since = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, since));
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Back office' }).click();
  await expect(page).toHaveURL(`${baseURL}/back-office/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByText('Your role: Operator')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const queues = page.getByRole('list', { name: 'Work queues' });
  await expect(queues.getByRole('listitem')).toHaveCount(Object.keys(BackOfficeQueueLabel).length);

  // The figures the page shows are the operator API's, asked with the same staff session.
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const response = await page.request.get(`${baseURL}/api/operator/dashboard/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(response.status()).toBe(200);
  const figures = (await response.json()) as BackOfficeDashboard;
  for (const queue of figures.queues) {
    const card = queues.getByRole('listitem', { name: BackOfficeQueueLabel[queue.queue] });
    await expect(card.getByRole('paragraph').first()).toHaveText(`${queue.count} waiting`);
    await expect(card).toContainText(
      queue.oldest_at ? /oldest \d+ (minute|hour|day)s?|less than a minute/ : /Nothing waiting/,
    );
  }
  const failed = page.getByRole('region', { name: 'Failed sign-ins, last 24 hours' });
  await expect(failed).toContainText(
    figures.failed_sign_ins.count === 0 ? 'No sign-in failed' : `${figures.failed_sign_ins.count} failed sign-in`,
  );
  const imports = page.getByRole('region', { name: 'Data imports, last 7 days' });
  if (figures.imports.kinds.length === 0) await expect(imports).toContainText('No data imported');
  else await expect(imports.getByRole('row')).toHaveCount(figures.imports.kinds.length + 1);

  await expectAccessible(page, 'back-office dashboard');
});
