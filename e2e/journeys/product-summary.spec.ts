import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ApplicationSubmissionMessages,
  ConsentWording,
  InvestmentPolicyMessages,
  IpsRuleMessages,
  Messages,
  WelcomeTermMessages,
} from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { admin } from '../fixtures/admin-cli';
import { chooseLoanNote, newAccountPage, submitWithConsents } from '../fixtures/product-application';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Applying for products to the end (issue #20): a person's new account applies for loan notes or
 * a private portfolio from its page, fills in the product's screens, reviews the registration
 * summary and submits it with the six consents; the account then waits for signing.
 */

const portal = { portalUrl: baseURL, operatorKey };

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
  await expect(page.getByRole('heading', { level: 1, name: 'Loan note application summary' })).toBeVisible();
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
  // The application as submitted: when, by whom, and the declarations word for word.
  const record = page.getByRole('region', { name: 'Submitted application' });
  await expect(record.getByText('Lena Applicant')).toBeVisible();
  await expect(record.getByRole('list', { name: 'Declarations agreed to' }).getByRole('listitem')).toHaveText(
    Object.values(ConsentWording),
  );
  await expect(page.getByRole('link', { name: 'Edit loan notes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finalise and submit your application' })).toHaveCount(0);
  const steps = await page.request.get(`${baseURL}/api/accounts/${id}/activation-steps/`, {
    headers: { Authorization: `Token ${await page.evaluate(() => localStorage.getItem('portal.token'))}` },
  });
  expect((await steps.json()).steps).toEqual(['sign_investment_policy_statement']);
});

test('portfolio: a new account applies, completes the investment policy statement in four steps and submits', async ({
  page,
}) => {
  const id = await newAccountPage(page, 'Pia', false);
  await expect(page.getByRole('button', { name: 'Apply for a private portfolio' })).toBeVisible();
  await expectAccessible(page, 'account page with its products');
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('button', { name: 'Apply for a private portfolio' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio details' })).toBeVisible();
  await page.getByRole('checkbox', { name: WelcomeTermMessages.over18AndResident }).check();
  await page.getByRole('checkbox', { name: /^The value of my investment is at least \$500,000/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  const application = page.getByRole('form', { name: 'Portfolio details' });
  await application.getByRole('checkbox', { name: 'Funds transfer' }).check();
  await application.getByRole('textbox', { name: 'Funds transfer amount' }).fill('750,000');
  await application.getByRole('checkbox', { name: 'Salary and savings' }).check();
  await application
    .getByRole('radiogroup', { name: 'Do you require your portfolio to be fully invested within 14 days?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await application.getByRole('combobox', { name: 'Accounting method' }).selectOption({ label: 'Minimise gain' });
  await application.getByRole('radio', { name: 'Eligible to receive franking credits', exact: true }).check();
  await application
    .getByRole('radiogroup', { name: 'Are you exempt from income tax?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await application.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/strategic-asset-allocation-details/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investment policy booklet' })).toBeVisible();
  await expectAccessible(page, 'investment policy booklet');
  await page.getByRole('button', { name: 'Continue' }).click();
  const allocation = page.getByRole('form', { name: 'Strategic asset allocation' });
  await allocation.getByRole('textbox', { name: 'Cash', exact: true }).fill('5');
  await allocation.getByRole('textbox', { name: 'Australian Equity Core' }).fill('40');
  await allocation.getByRole('textbox', { name: 'Tailored Australian Equity' }).fill('25');
  await allocation.getByRole('textbox', { name: 'Global Equity' }).fill('25');
  await allocation.getByRole('button', { name: 'Continue' }).click();
  await expect(allocation.getByRole('alert')).toHaveText(Messages.allocationTotal);
  const strategies = allocation.getByRole('group', { name: 'Custom strategies for Tailored Australian Equity' });
  await expect(strategies.getByText('Add at least one custom strategy for Tailored Australian Equity')).toBeVisible();
  await allocation.getByRole('textbox', { name: 'Global Equity' }).fill('30');
  await expect(allocation.getByText('Total: 100.00%')).toBeVisible();
  await strategies.getByRole('button', { name: 'Add custom strategy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a custom strategy for Tailored Australian Equity' });
  await dialog.getByRole('textbox', { name: 'Strategy name' }).fill('Bank and miner leaders');
  await dialog.getByRole('radio', { name: 'Custodial' }).check();
  await dialog.getByRole('radiogroup', { name: 'Manager discretion' }).getByRole('radio', { name: 'Yes' }).check();
  await dialog.getByRole('group', { name: 'Security 1' }).getByRole('textbox', { name: 'Security' }).fill('BHP Group');
  await dialog.getByRole('button', { name: 'Add security' }).click();
  await dialog.getByRole('group', { name: 'Security 2' }).getByRole('textbox', { name: 'Security' }).fill('Westpac');
  const target = (n: number) =>
    dialog.getByRole('group', { name: `Security ${n}` }).getByRole('textbox', { name: 'Target percentage' });
  await target(1).fill('60');
  await target(2).fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(Messages.allocationTotal)).toBeVisible();
  await target(2).fill('40');
  await expectAccessible(page, 'custom strategy dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(strategies.getByRole('button', { name: 'Edit Bank and miner leaders' })).toBeVisible();
  await expectAccessible(page, 'strategic asset allocation');
  await allocation.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/investment-policy-customisation-details/);
  const customisation = page.getByRole('form', { name: 'Investment policy customisation' });
  await customisation
    .getByRole('radiogroup', { name: 'Do you want to restrict investments?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await customisation
    .getByRole('radiogroup', { name: 'Restrict industries?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await customisation
    .getByRole('radiogroup', { name: 'Restrict specific securities?' })
    .getByRole('radio', { name: 'No' })
    .check();
  // A group's type goes to every industry under it once confirmed; a different one below makes it Mixed.
  const industries = customisation.getByRole('region', { name: 'Industries' });
  const resources = industries.getByRole('combobox', { name: 'Resources' });
  await resources.selectOption({ label: 'Do not buy' });
  const confirm = page.getByRole('dialog', { name: "Apply 'Do not buy' to every industry in Resources?" });
  await expectAccessible(page, 'restriction cascade confirmation');
  await confirm.getByRole('button', { name: 'Apply' }).click();
  await industries.getByRole('button', { name: 'Show industries in Resources' }).click();
  await expect(industries.getByRole('combobox', { name: 'Energy and Fuels' })).toHaveValue('do_not_buy');
  await industries.getByRole('combobox', { name: 'Energy and Fuels' }).selectOption({ label: 'Do not hold' });
  await page
    .getByRole('dialog', { name: "Apply 'Do not hold' to every industry in Energy and Fuels?" })
    .getByRole('button', { name: 'Apply' })
    .click();
  await expect(resources.locator('option:checked')).toHaveText(Messages.restrictionGroupMixed);
  await expectAccessible(page, 'investment policy customisation');
  await customisation.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL(/gearing-details/);
  const gearing = page.getByRole('form', { name: 'Gearing' });
  await gearing
    .getByRole('radiogroup', { name: 'Will the portfolio use gearing?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await gearing.getByRole('textbox', { name: 'Minimum target loan balance' }).fill('300,000');
  await gearing.getByRole('textbox', { name: 'Maximum target loan balance' }).fill('200,000');
  await gearing.getByRole('button', { name: 'Continue' }).click();
  await expect(gearing.getByText(InvestmentPolicyMessages.loanBalanceRange)).toBeVisible();
  await gearing.getByRole('textbox', { name: 'Maximum target loan balance' }).fill('450,000');
  await expectAccessible(page, 'gearing');
  await gearing.getByRole('button', { name: 'Continue' }).click();

  // The summary of everything, the allocation as a chart with its table, then the submission.
  await expect(page.getByRole('heading', { level: 1, name: 'Registration summary' })).toBeVisible();
  const chosen = page.getByRole('region', { name: 'Strategic asset allocation' });
  for (const [option, target] of [
    ['Cash', '5.00%'],
    ['Australian Equity Core', '40.00%'],
    ['Tailored Australian Equity', '25.00%'],
    ['Global Equity', '30.00%'],
  ])
    await expect(chosen.getByRole('row', { name: `${option} ${target}` })).toBeVisible();
  await expect(chosen.locator('svg').first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Investment policy customisation' })
      .getByText('Energy and Fuels, Metals and Mining'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gearing' }).getByText('$450,000.00')).toBeVisible();
  await expectAccessible(page, 'registration summary');
  await submitWithConsents(page, 6);
  await expect(page.getByRole('heading', { level: 1, name: ApplicationSubmissionMessages.submitted })).toBeVisible();

  // The statement now waits for signature and cannot be changed.
  await page.goto(`/account-setup/apply-now/gearing-details/${id}`);
  await expect(page.getByText(IpsRuleMessages.awaitingSignature)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$450,000.00' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
});
