import { expect, test } from '@playwright/test';
import { admin } from '../fixtures/admin-cli';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * Live notifications, end to end: a newly registered investor keeps the page open; the
 * operator sends a notification with the admin CLI; the bell's count and the notification show
 * up in the open page without a reload (the realtime WebSocket), and opening it marks it read.
 */

const cli = { portalUrl: baseURL, operatorKey };

test('a notification sent by the operator appears in the open page at once, and opening it reads it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A person of their own: the demo investor's sign-in codes belong to the sign-in journeys.
  const person = await registerPerson(page, { baseURL, operatorKey });
  await page.goto('/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Nothing has been sent to them yet.
  const quietBell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(quietBell).toBeVisible();
  // A marker that a reload would wipe out.
  await page.evaluate(() => Object.assign(window, { keptOpen: true }));

  const title = `Statement ready ${Date.now()}`;
  const created = (await admin(
    [
      'notify',
      '--email',
      person.email,
      '--title',
      title,
      '--description',
      'Your quarterly statement is in Documents.',
      '--redirect-url',
      '/notifications',
    ],
    cli,
  )) as { count: number; notifications: Array<{ id: number; title: string }> };
  expect(created.count).toBe(1);
  expect(created.notifications[0]!.title).toBe(title);

  // Live: the bell counts it without a reload.
  const bell = page.getByRole('button', { name: 'Notifications, 1 new' });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await expect(bell.getByText('1', { exact: true })).toBeVisible();

  await bell.click();
  const menu = page.getByRole('menu');
  const item = menu.getByRole('menuitem', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expectAccessible(page, 'notifications menu');
  await item.click();

  // Its link leads to the list, where it is now read; the bell has nothing new.
  await expect(page).toHaveURL(`${baseURL}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  const row = list.getByRole('button', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Your quarterly statement is in Documents.')).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toBeHidden();
  await expect(quietBell).toBeVisible();
  await expectAccessible(page, 'notifications');

  // A second one reaches the open list page too.
  const second = `Rebalance notice ${Date.now()}`;
  await admin(['notify', '--email', person.email, '--title', second, '--description', 'Rebalanced.'], cli);
  const secondRow = list.getByRole('button', { name: new RegExp(second) });
  await expect(secondRow).toBeVisible({ timeout: 10_000 });
  await expect(secondRow.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.getByText('New', { exact: true })).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { keptOpen?: boolean }).keptOpen)).toBe(true);
});
