import { Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { admin, uniqueInvitee } from '../fixtures/admin-cli';
import {
  choosePassport,
  fillPersonAndAddress,
  submitAdditionalDetails,
  submitContactDetails,
} from '../fixtures/identity-forms';
import { newestCode } from '../fixtures/outbox';
import { investor } from '../fixtures/people';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * A secondary user (here a joint holder) invited onto the demo investor's account: the operator
 * invites with the admin CLI, the invitee opens the e-mailed link, accepts the terms, sets a
 * password, confirms the mobile with the SMS code from the outbox, gives their tax and identity
 * details, and is ready for acceptance; the operator then completes the invitation.
 */

const PASSWORD = 'Joint-Holder-2026!';
const cli = { portalUrl: baseURL, operatorKey };
type IssuedSecondaryInvite = { uuid: string; token: string; url: string; expires: string };

async function inviteJointHolder(email: string, phone: string): Promise<IssuedSecondaryInvite> {
  return (await admin(
    [
      'secondary-invite',
      'create',
      '--email',
      email,
      '--phone',
      phone,
      '--first-name',
      'Jordan',
      '--last-name',
      'Holder',
      '--primary-email',
      investor.email,
      '--account-type',
      'joint',
      '--account-name',
      'Bennett Family',
    ],
    cli,
  )) as IssuedSecondaryInvite;
}

test('a joint holder joins: terms, password, SMS code, tax and identity details, then completed', async ({ page }) => {
  test.setTimeout(150_000);
  const person = uniqueInvitee();
  const invite = await inviteJointHolder(person.email, person.phone);
  expect(invite.url).toContain(`/invitation-secondary/${invite.token}/`);

  await page.goto(new URL(invite.url).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await expect(page.getByText('Bennett Family')).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(accept).toBeDisabled();
  await expectAccessible(page, 'secondary invitation welcome');
  await page
    .getByRole('checkbox', { name: 'I have read and accept the terms and conditions and the privacy policy' })
    .check();
  await accept.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill('Something-Else-2026!');
  await page.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  await expectAccessible(page, 'set your password with an error');
  await page.getByLabel('Repeat password').fill(PASSWORD);
  const beforeSms = new Date();
  await page.getByRole('button', { name: 'Set password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeVisible();
  await expect(page.getByText(person.phoneShown)).toBeVisible();
  const code = await newestCode(page.request, baseURL, person.phone, beforeSms);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Signed in: the person's own details, starting with tax.
  await expect(page.getByRole('heading', { level: 1, name: 'Tax details' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/account-new/individual-tax?secondary_invite=${invite.token}`);
  // Finish later (spec 2 §2): a screen saying how to come back; Continue now returns to the step.
  await page.getByRole('link', { name: 'Finish later' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finish later' })).toBeVisible();
  await expectAccessible(page, 'finish later');
  await page.getByRole('link', { name: 'Continue now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax details' })).toBeVisible();
  const tfn = page.getByRole('textbox', { name: 'Tax file number (TFN)' });
  await tfn.fill('123 456 789');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('is not valid')).toBeVisible();
  await expectAccessible(page, 'tax details with an error');
  await tfn.fill('123 456 782');
  await page
    .getByRole('radiogroup', { name: 'Are you an Australian resident for tax purposes?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Are you a resident of another country for tax purposes?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await fillPersonAndAddress(page, { firstName: 'Jordan', lastName: 'Holder', dateOfBirth: '1985-08-09' });
  await choosePassport(page, 'PA7654321');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await submitContactDetails(page);
  await submitAdditionalDetails(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Jordan' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/invitation-secondary/${invite.token}/`);
  await expectAccessible(page, 'secondary invitation thank you');

  // The provider accepts the joint holder; the link now says so and leads into the portal.
  await admin(['secondary-invite', 'complete', '--uuid', invite.uuid], cli);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation accepted' })).toBeVisible();
  await expectAccessible(page, 'secondary invitation accepted');
  await page.getByRole('button', { name: 'Go to the portal' }).click();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
});

test('a withdrawn secondary invitation says it has expired', async ({ page }) => {
  const person = uniqueInvitee();
  const invite = await inviteJointHolder(person.email, person.phone);
  await admin(['secondary-invite', 'expire', '--uuid', invite.uuid], cli);
  await page.goto(new URL(invite.url).pathname);
  await expect(page.getByText(Messages.invitationExpired)).toBeVisible();
  await expectAccessible(page, 'secondary invitation expired');
});
