import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApplicationSubmissionMessages, ConsentKey, ConsentWording, Messages } from '@portal/contract';
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

/** Ticks the first `ticked` of the six consents, in the order shown, then presses submit. */
async function submitWithConsents(page: Page, ticked: number): Promise<void> {
  const form = page.getByRole('form', { name: 'Declarations and consents' });
  for (const key of Object.values(ConsentKey).slice(0, ticked))
    await form.getByRole('checkbox', { name: ConsentWording[key] }).check();
  await form.getByRole('button', { name: 'Finalise and submit your application' }).click();
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

test('loan notes: a new account applies for them, reviews its summary and submits', async ({ page }) => {
  const id = await newAccountPage(page, 'Lena', true);
  await chooseLoanNote(page, '1 year, 6.000% p.a., interest paid quarterly', '50,000');
  await page.getByRole('button', { name: 'Save' }).click();

  // The loan note application summary of this account: what was chosen, each part editable.
  await expect(page.getByRole('heading', { level: 1, name: 'Registration summary' })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Loan notes' });
  await expect(notes.getByRole('row', { name: /1 year, 6\.000% p\.a\. \$50,000\.00/ })).toBeVisible();
  await expect(notes.getByRole('link', { name: 'Edit loan notes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' }).getByText('certificate.pdf')).toBeVisible();
  await expectAccessible(page, 'loan note application summary');

  // Five boxes ticked: the sixth says so, and nothing is sent.
  await submitWithConsents(page, 5);
  const sixth = page.getByRole('checkbox', { name: ConsentWording.authority });
  await expect(sixth).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(ApplicationSubmissionMessages.consentRequired)).toBeVisible();
  await sixth.check();
  await page.getByRole('button', { name: 'Finalise and submit your application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ApplicationSubmissionMessages.submitted })).toBeVisible();
  await expectAccessible(page, 'application submitted');

  // The account now waits for signing; the summary is read-only.
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Applicant' })).toBeVisible();
  await page.getByRole('link', { name: 'Review your application' }).click();
  await expect(page.getByText(`${ApplicationSubmissionMessages.submitted}. Signing comes next.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit loan notes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finalise and submit your application' })).toHaveCount(0);
  const steps = await page.request.get(`${baseURL}/api/accounts/${id}/activation-steps/`, {
    headers: { Authorization: `Token ${await page.evaluate(() => localStorage.getItem('portal.token'))}` },
  });
  expect((await steps.json()).steps).toEqual(['sign_investment_policy_statement']);
});
