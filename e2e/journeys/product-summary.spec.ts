import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Messages } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { admin } from '../fixtures/admin-cli';
import { readyIndividualAccount } from '../fixtures/ready-account';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Applying for products to the end (issue #20): a person's new account applies for loan notes or
 * a private portfolio from its page, fills in the product's screens, reviews the registration
 * summary and submits it with the six consents; the account then waits for signing.
 */

const portal = { portalUrl: baseURL, operatorKey };

/** A registered person's individual account, everything but its products given; its page open. */
async function newAccountPage(page: Page, firstName: string, certificate: boolean): Promise<number> {
  const person = await registerPerson(page, { baseURL, operatorKey }, { firstName, lastName: 'Applicant' });
  const id = await readyIndividualAccount(page.request, baseURL, person, { certificate });
  await page.goto(`/accounts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} Applicant` })).toBeVisible();
  return id;
}

async function chooseLoanNote(page: Page, product: string, faceValue: string): Promise<void> {
  await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Apply for loan notes' }).click();
  const form = page.getByRole('form', { name: 'Product details' });
  const note = form.getByRole('group', { name: 'Loan note 1' });
  await note.getByRole('combobox', { name: 'Product' }).selectOption({ label: product });
  await note.getByRole('textbox', { name: 'Face value' }).fill(faceValue);
  await note.getByRole('radio', { name: 'Pay interest to my bank account' }).check();
  for (const box of await form.getByRole('group', { name: 'Terms' }).getByRole('checkbox').all()) await box.check();
}

test('a note type made inactive while the investor chooses it: Product option is not available', async ({ page }) => {
  await newAccountPage(page, 'Ina', true);
  await chooseLoanNote(page, '2 years, 6.500% p.a., interest paid quarterly', '25,000');

  // The provider withdraws the 2-year note while the form is open.
  const held = (await admin(['reference', 'show'], portal)) as { note_types: Array<{ key: string; active: boolean }> };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-'));
  const withdrawn = path.join(folder, 'withdrawn.json');
  const original = path.join(folder, 'original.json');
  fs.writeFileSync(original, JSON.stringify(held));
  fs.writeFileSync(
    withdrawn,
    JSON.stringify({
      ...held,
      note_types: held.note_types.map((n) => (n.key === '24-month' ? { ...n, active: false } : n)),
    }),
  );
  await admin(['reference', 'import', withdrawn], portal);
  try {
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: Messages.productNotAvailableTitle });
    await expect(dialog.getByText(Messages.productNotAvailable)).toBeVisible();
    await expectAccessible(page, 'product option not available');
    await dialog.getByRole('button').first().click();
    await expect(dialog).toBeHidden();
    // What she typed is still there to change.
    await expect(page.getByRole('textbox', { name: 'Face value' })).toHaveValue('25,000');
  } finally {
    await admin(['reference', 'import', original], portal);
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
