import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, staff, submitLogin } from '../fixtures/people';
import { baseURL } from '../playwright.config';

const alex = { email: 'joint@example.com', name: 'Alex Morgan' } as const;
// A role turns login two-factor on and taking it away leaves it on: the role goes to the demo
// investor, whose sign-in asks for a code already, so later journeys find everyone as they were.
const olivia = { email: 'investor@example.com', name: 'Olivia Bennett' } as const;

/**
 * The back office's users (issue #23 items 1 and 2): the demo staff member finds Alex Morgan,
 * reads his recent activity, ends his sessions with a reason while he is signed in in another
 * browser (his next step lands on sign-in), then gives the demo investor a staff role and takes it
 * away again.
 */
test('a member of staff ends a user’s sessions with a reason, and gives and removes a staff role', async ({
  page,
  browser,
}) => {
  // Alex signs in in a browser of his own (no login code for him in the demo).
  const alexContext = await browser.newContext();
  const alexPage = await alexContext.newPage();
  await submitLogin(alexPage, baseURL, alex.email, DEMO_PASSWORD);
  await expect(alexPage.getByRole('navigation').first()).toBeVisible();

  const signedIn = new Date();
  await submitLogin(page, baseURL, staff.email, DEMO_PASSWORD);
  await enterCode(page, await newestCode(page.request, baseURL, staff.phone, signedIn));
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/back-office/');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Users' });
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/operator/users/') && r.url().includes('search=joint') && r.ok(),
  );
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or mobile' }).fill(alex.email);
  await searched;
  const link = grid.getByRole('link', { name: alex.name });
  await expect(link).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, 'back office users');

  await link.click();
  await expect(page).toHaveURL(/\/back-office\/users\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: alex.name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recent activity' })).toContainText(
    'Signed in with e-mail and password',
  );
  await expect(page.getByRole('table', { name: 'Accounts' })).toBeVisible();
  await expectAccessible(page, 'back office user');

  // Ending his sessions needs a reason.
  await page.getByRole('button', { name: 'End sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'End every session?' });
  await dialog.getByRole('button', { name: 'End sessions' }).click();
  await expect(dialog.getByText('Give the reason: it is kept in the audit trail.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Reported a lost phone by e-mail');
  await dialog.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByRole('status')).toHaveText(`Every session of ${alex.name} has ended.`);
  await expect(page.getByRole('region', { name: 'Details', exact: true })).toContainText('Live sessions0');

  // Alex's next step takes him to sign-in.
  await alexPage.reload();
  await expect(alexPage).toHaveURL(/\/auth\/login\//);
  await alexContext.close();

  // A staff role, given after a confirmation naming it, then taken away again.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or mobile' }).fill(olivia.email);
  await grid.getByRole('link', { name: olivia.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: olivia.name })).toBeVisible();
  const role = page.getByRole('region', { name: 'Staff role' });
  await role.getByRole('combobox', { name: 'Staff role' }).click();
  await page.getByRole('option', { name: 'Auditor (read only)' }).click();
  await role.getByRole('button', { name: 'Save role' }).click();
  const change = page.getByRole('dialog', { name: 'Change the staff role?' });
  await expect(change).toContainText(`${olivia.name}: None → Auditor (read only).`);
  await change.getByRole('button', { name: 'Change role' }).click();
  await expect(page.getByRole('status')).toHaveText(`${olivia.name}’s staff role is now Auditor (read only).`);

  await role.getByRole('combobox', { name: 'Staff role' }).click();
  await page.getByRole('option', { name: 'None' }).click();
  await role.getByRole('button', { name: 'Save role' }).click();
  await page
    .getByRole('dialog', { name: 'Change the staff role?' })
    .getByRole('button', { name: 'Change role' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`${olivia.name}’s staff role is now None.`);
  await expect(role.getByRole('combobox', { name: 'Staff role' })).toHaveText('None');
});
