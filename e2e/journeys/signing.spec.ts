import fs from 'node:fs';
import {
  ApplicationSubmissionMessages,
  CONSENTS_VERSION,
  ConsentKey,
  Messages,
  SigningMessages,
} from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { messagesSince } from '../fixtures/outbox';
import { chooseLoanNote, newAccountPage, submitWithConsents } from '../fixtures/product-application';
import { readyIndividualAccount, submitLoanNoteApplication } from '../fixtures/ready-account';
import { registerPerson } from '../fixtures/registered-person';
import { operatorKey, shortSessionURL } from '../playwright.config';

/**
 * Signing the application (issue #21): after the submission the account's page offers its
 * documents to sign; the portal's own signing page shows them, takes the consent and the typed
 * name; once every required signer has signed, the sealed documents are in the account's
 * documents.
 */

test('signing: the investor signs her application on the portal’s signing page; the sealed form is in her documents', async ({
  page,
}) => {
  await newAccountPage(page, 'Sid', true);
  await chooseLoanNote(page, '6 months, 5.400% p.a., interest paid quarterly', '20,000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan note application summary' })).toBeVisible();
  await submitWithConsents(page, 6);
  await expect(page.getByRole('heading', { level: 1, name: ApplicationSubmissionMessages.submitted })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  const toSign = page.getByRole('region', { name: 'Documents to sign' });
  await expect(toSign.getByRole('link', { name: 'Sign now' })).toBeVisible();
  await expectAccessible(page, 'documents to sign');
  await toSign.getByRole('link', { name: 'Sign now' }).click();

  // The portal's own signing page: the form as generated, the consent, the typed name.
  await expect(page.getByRole('heading', { level: 1, name: 'Your application documents' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Application form.pdf' })
      .getByText(/Sid Applicant/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'signing page');
  const sign = page.getByRole('form', { name: 'Sign the documents' });
  await sign.getByRole('checkbox', { name: 'I agree to sign these documents electronically' }).check();
  await sign.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Someone Else');
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign.getByRole('textbox', { name: 'Type your full name to sign' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await sign.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Sid Applicant');
  await sign.getByRole('button', { name: 'Sign' }).click();
  await page.waitForURL(/sign-result/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents signed' })).toBeVisible();
  await expectAccessible(page, 'signing result');

  // She was the one signer: the form, sealed, with its certificate of completion, is in her documents.
  await page.getByRole('link', { name: 'View your documents' }).click();
  const signed = page.getByRole('row', { name: /Application form \(signed\) Sid Applicant Application documents/ });
  await expect(signed).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    signed.getByRole('button', { name: 'Download' }).click(),
  ]);
  const pdf = fs.readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
  await signed.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of Application form' });
  const pager = preview.getByRole('paragraph').filter({ hasText: /^Page 1 of \d+$/ });
  await expect(pager).toBeVisible();
  await expect(preview.getByText('Sid Applicant').first()).toBeVisible();
  // The certificate of completion is the last page.
  const pages = Number(/of (\d+)/.exec((await pager.textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  for (let page = 1; page < pages; page++) await preview.getByRole('button', { name: 'Next page' }).click();
  await expect(preview.getByText('Certificate of completion').first()).toBeVisible();
});

test('a decline stops the signing and is documented; the link is refused afterwards', async ({ page }) => {
  await newAccountPage(page, 'Dee', true);
  await chooseLoanNote(page, '6 months, 5.400% p.a., interest paid quarterly', '15,000');
  await page.getByRole('button', { name: 'Save' }).click();
  await submitWithConsents(page, 6);
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.getByRole('region', { name: 'Documents to sign' }).getByRole('link', { name: 'Sign now' }).click();
  await page.waitForURL(/\/signing\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Your application documents' })).toBeVisible();
  const link = page.url();

  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline to sign' });
  await dialog.getByRole('textbox', { name: 'Reason for declining' }).fill('The face value should be higher.');
  await expectAccessible(page, 'decline dialog');
  await dialog.getByRole('button', { name: 'Decline signing' }).click();
  await expect(page.getByText(Messages.declineSigningRecorded)).toBeVisible();

  // The link that was used to decline signs nothing any more.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This signing link cannot be used' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign the documents' })).toHaveCount(0);
  await expectAccessible(page, 'refused signing link');

  // Nothing was published in her documents.
  await page.goto('/documents/');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Application form \(signed\)/ })).toHaveCount(0);
});

test('a signing link used after it expired is refused with a clear page, and nothing is signed', async ({ page }) => {
  // The second portal of the journeys gives signing links 12 seconds (SIGNING_LINK_TTL_SECONDS).
  const portal = { baseURL: shortSessionURL, operatorKey };
  const person = await registerPerson(page, portal, { firstName: 'Ex', lastName: 'Pired' });
  const accountId = await readyIndividualAccount(page.request, shortSessionURL, person, { certificate: true });
  const since = new Date();
  await submitLoanNoteApplication(
    page.request,
    shortSessionURL,
    person,
    accountId,
    { label: '6 months', faceValueCents: 2_000_000 },
    { keys: Object.values(ConsentKey), version: CONSENTS_VERSION },
  );
  // The link e-mailed once the documents are ready.
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = await messagesSince(page.request, shortSessionURL, person.email, since);
        link = /\/signing\/[A-Za-z0-9_-]{43}/.exec(messages.map((m) => m.body).join('\n'))?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const sentAt = Date.now();
  await page.waitForTimeout(Math.max(0, sentAt + 13_000 - Date.now()));

  await page.goto(`${shortSessionURL}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This signing link cannot be used' })).toBeVisible();
  await expect(page.getByText(SigningMessages.linkExpired)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign' })).toHaveCount(0);
  await expectAccessible(page, 'expired signing link');
});
