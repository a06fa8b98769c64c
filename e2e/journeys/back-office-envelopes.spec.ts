import { CONSENTS_VERSION, ConsentKey } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { newestCode } from '../fixtures/outbox';
import { DEMO_PASSWORD, enterCode, investor, signInDemo, staff, submitLogin } from '../fixtures/people';
import { readyIndividualAccount, submitLoanNoteApplication } from '../fixtures/ready-account';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * The back office's signing envelopes, loan notes and notifications (issue #23 item 2). A person
 * of this journey's own submits a loan note application, so an envelope of theirs is out for
 * signature; the demo operator finds it, reads where its signer stands, resends it, then voids it
 * (only this journey's envelope: the demo's and other journeys' are left alone). The operator
 * opens the loan notes, then previews and sends a notification to the demo investor, who finds it
 * in their bell in another browser.
 */
test('staff resend and void an envelope, read the loan notes, and notify the demo investor', async ({
  page,
  browser,
}) => {
  const person = await registerPerson(page, { baseURL, operatorKey }, { firstName: 'Enid', lastName: 'Envelope' });
  const accountId = await readyIndividualAccount(page.request, baseURL, person, { certificate: true });
  await submitLoanNoteApplication(
    page.request,
    baseURL,
    person,
    accountId,
    { label: '6 months', faceValueCents: 2_000_000 },
    { keys: Object.values(ConsentKey), version: CONSENTS_VERSION },
  );

  const staffContext = await browser.newContext();
  const office = await staffContext.newPage();
  const signedIn = new Date();
  await submitLogin(office, baseURL, staff.email, DEMO_PASSWORD);
  await enterCode(office, await newestCode(office.request, baseURL, staff.phone, signedIn));
  await expect(office.getByRole('navigation').first()).toBeVisible();

  // The queue: searched on the server by the signer's e-mail address.
  await office.goto('/back-office/envelopes/');
  await expect(office.getByRole('heading', { level: 1, name: 'Signing envelopes' })).toBeVisible();
  const grid = office.getByRole('grid', { name: 'Signing envelopes' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  // The envelope is made once the documents are generated, just after the submission.
  await expect
    .poll(
      async () => {
        const searched = office.waitForResponse(
          (r) => r.url().includes('/api/operator/signing/envelopes/') && r.url().includes('search=') && r.ok(),
        );
        const search = office.getByRole('searchbox', { name: 'Search by account or signer' });
        await search.fill('');
        await search.fill(person.email);
        await searched;
        return grid.getByRole('row', { name: /Enid Envelope \(Sent\)/ }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const row = grid.getByRole('row', { name: /Enid Envelope \(Sent\)/ });
  await expect(row).toContainText('Out for signature');
  await expectAccessible(office, 'back office signing envelopes');

  // One envelope: its signer and where they stand, its documents and history.
  await row.getByRole('link').click();
  await expect(office).toHaveURL(/\/back-office\/envelopes\/\d+\/$/);
  const signers = office.getByRole('table', { name: 'Signers' });
  await expect(signers.getByRole('row', { name: new RegExp(person.email) })).toContainText('Sent');
  await expect(office.getByRole('table', { name: 'Documents' })).toContainText('Application form.pdf');
  await expect(office.getByRole('table', { name: 'History' })).toContainText('Sent');
  await expectAccessible(office, 'back office signing envelope');

  await office.getByRole('button', { name: 'Resend' }).click();
  const resend = office.getByRole('dialog', { name: 'Resend this envelope?' });
  await resend.getByRole('button', { name: 'Resend' }).click();
  await expect(office.getByRole('status')).toHaveText('Reminder sent to Enid Envelope.');
  await expect(office.getByRole('table', { name: 'History' })).toContainText('Reminded');

  await office.getByRole('button', { name: 'Void' }).click();
  const voiding = office.getByRole('dialog', { name: 'Void this envelope?' });
  await expectAccessible(office, 'void envelope dialog');
  await voiding.getByRole('textbox', { name: 'Reason' }).fill('Sent for the journey only');
  await voiding.getByRole('button', { name: 'Void' }).click();
  await expect(office.getByRole('status')).toHaveText('The envelope is voided; its signers were told why.');
  await expect(office.getByRole('table', { name: 'History' })).toContainText('Reason: Sent for the journey only');
  await expect(office.getByRole('button', { name: 'Resend' })).toHaveCount(0);

  // The loan notes held, a page from the server.
  await office.goto('/back-office/loan-notes/');
  await expect(office.getByRole('heading', { level: 1, name: 'Loan notes' })).toBeVisible();
  const notes = office.getByRole('grid', { name: 'Loan notes' });
  await expect(notes).toBeVisible();
  await expect(notes.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(office, 'back office loan notes');

  // A notification to the demo investor: previewed, then sent after a confirmation.
  const title = `Office closed ${Date.now()}`;
  await office.goto('/back-office/notifications/');
  await expect(office.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await office.getByRole('textbox', { name: 'User’s email' }).fill(investor.email);
  await office.getByRole('textbox', { name: 'Title' }).fill(title);
  await office.getByRole('textbox', { name: 'Text' }).fill('The office is closed on Friday.');
  await office.getByRole('button', { name: 'Preview' }).click();
  const preview = office.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('It would reach 1 person.');
  await expect(preview.getByRole('list', { name: 'Recipients' })).toContainText(investor.email);
  await expect(preview).toContainText(title);
  await expectAccessible(office, 'back office notifications');
  await office.getByRole('button', { name: 'Send' }).click();
  const confirm = office.getByRole('dialog', { name: 'Send this notification?' });
  await expect(confirm).toContainText('goes to 1 person');
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(office.getByRole('status')).toHaveText('Sent to 1 person.');
  await staffContext.close();

  // The demo investor, in another browser, finds it in their bell.
  const investorContext = await browser.newContext();
  const home = await investorContext.newPage();
  await signInDemo(home, baseURL, investor);
  await home.goto('/dashboard/');
  const bell = home.getByRole('button', { name: /^Notifications, \d+ new$/ });
  await expect(bell).toBeVisible({ timeout: 10_000 });
  await bell.click();
  await expect(home.getByRole('menu').getByRole('menuitem', { name: new RegExp(title) })).toBeVisible();
  await investorContext.close();
});
