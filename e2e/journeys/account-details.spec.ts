import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { saveCompanyDetails } from '../fixtures/account-forms';
import { investor, signInDemo } from '../fixtures/people';
import { registerPerson, RESIDENT_TAX_DETAILS, type RegisteredPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * The account details page (spec 2 §2, issue #22 item 2): each section of the account's type with
 * its 'Missing' tag and edit pencil, the form the pencil opens, and the open requests with what
 * each waits for.
 */

/** A company account of the person (Lane & Lane Holdings in the bundled register), made as the screens make it. */
async function newCompanyAccount(request: APIRequestContext, person: RegisteredPerson): Promise<number> {
  const headers = { Authorization: `Token ${person.key}` };
  const post = async (path: string, data: object) => {
    const response = await request.post(`${baseURL}${path}`, { headers, data });
    expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as { id: number };
  };
  await post('/api/profiles/individual-tax/', RESIDENT_TAX_DETAILS);
  return (await post('/api/accounts/', { type: 'company', name: 'Lane & Lane Holdings', acn: '990 123 450' })).id;
}

test('a company account’s missing company details, fixed from the section’s pencil', async ({ page }) => {
  const person = await registerPerson(page, { baseURL, operatorKey });
  const id = await newCompanyAccount(page.request, person);

  await page.goto(`/accounts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lane & Lane Holdings' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Company details' });
  await expect(details.getByText('Missing', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tax details' }).getByText('Missing', { exact: true })).toBeVisible();
  await expectAccessible(page, 'account details');

  await details.getByRole('link', { name: 'Edit company details' }).click();
  await saveCompanyDetails(page, 'Company details');

  await page.goto(`/accounts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lane & Lane Holdings' })).toBeVisible();
  await expect(details.getByRole('listitem')).toHaveText(['Company detailsGiven']);
  await expect(details.getByText('Missing', { exact: true })).toBeHidden();
  // The other parts still missing keep their tags.
  await expect(page.getByRole('region', { name: 'Tax details' }).getByText('Missing', { exact: true })).toBeVisible();
});

// Reads the demo's seeded bank change before bank-accounts.spec.ts answers it: journeys run in file
// order on one worker (playwright.config.ts), and this file sorts first.
test('the joint account shows the bank change waiting for the investor under Open requests', async ({ page }) => {
  await signInDemo(page, baseURL, investor);
  await page.goto('/accounts');
  await page.getByRole('listitem', { name: 'Olivia Bennett & Alex Morgan' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Bennett & Alex Morgan' })).toBeVisible();

  const open = page.getByRole('region', { name: 'Open requests' });
  const request = open.getByRole('listitem').filter({ hasText: 'Change bank account details' });
  await expect(request).toContainText('Waiting for your confirmation');
  await expectAccessible(page, 'account details with open requests');
  await request.getByRole('link', { name: 'Change bank account details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change bank account details' })).toBeVisible();
});
