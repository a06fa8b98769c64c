import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import {
  fillInMissingDetails,
  saveCompanyDetails,
  saveCorporateTax,
  saveIndividualTax,
  saveSigningAuthority,
  submitForActivation,
  uploadTrustDeed,
} from '../fixtures/account-forms';
import { admin, uniqueInvitee } from '../fixtures/admin-cli';
import {
  choosePassport,
  fillPersonAndAddress,
  submitAdditionalDetails,
  submitContactDetails,
} from '../fixtures/identity-forms';
import { newestCode, newestMessage } from '../fixtures/outbox';
import { simplePdf } from '../fixtures/pdf-file';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Account setup to the end (spec 2 §2-§5): an investor sets up an account of a type, then the
 * portal leads them from each saved form to the next missing part (spec 2 §4) until none is left,
 * and they submit it for activation. Each journey runs against the real server and its bundled
 * business register (platform/registers/local-register-data.ts).
 */

const DUPLICATE_WARNING =
  'The list of additional directors below contains a name that may be a duplicate of yourself. Please check the names below and remove any that are not required.';
const DUPLICATE_ERROR = 'This may be a duplicate. Please remove if it is not required.';
const OWNERSHIP_QUESTION =
  'Do you hold beneficial ownership or control 25% or greater, or responsible for strategic or financial decision of the company?';

async function openNewAccount(page: Page): Promise<void> {
  await page.goto('/account-setup/create-new-account/');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
}

/** A company or corporate trustee found by its ACN with Validate. */
async function validateAcn(page: Page, acn: string, nameField: string, registeredName: string): Promise<void> {
  await page.getByRole('textbox', { name: 'ACN' }).fill(acn);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('textbox', { name: nameField })).toHaveValue(registeredName);
}

/** One person's group on a people form ("Director 2", "Joint holder 2", ...). */
function person(page: Page, legend: string) {
  return page.getByRole('group', { name: legend });
}

async function fillContact(page: Page, legend: string, contact: { email: string; phone: string }): Promise<void> {
  const group = person(page, legend);
  await group.getByRole('textbox', { name: 'Mobile phone' }).fill(contact.phone);
  await group.getByRole('textbox', { name: 'Email' }).fill(contact.email);
}

test('a company with two directors: the duplicate of the investor is removed, then every detail is filled in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerPerson(page, { baseURL, operatorKey }, { firstName: 'Harper', lastName: 'Lane' });
  await openNewAccount(page);
  await page.getByRole('radio', { name: 'Company' }).check();
  await validateAcn(page, '990 123 450', 'Company name', 'LANE & LANE HOLDINGS PTY LTD');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'LANE & LANE HOLDINGS PTY LTD' })).toBeVisible();

  await fillInMissingDetails(page);
  await saveIndividualTax(page);

  // Beneficial owners: none beyond the directors, so the investor skips.
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficial owners' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();

  // Directors: the register's two directors are offered; one is the investor herself.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up directors' })).toBeVisible();
  await expect(page.getByText(DUPLICATE_WARNING)).toBeVisible();
  const harper = person(page, 'Director 2');
  await expect(harper.getByRole('textbox', { name: 'First name' })).toHaveValue('Harper');
  await expect(harper.getByText(DUPLICATE_ERROR)).toBeVisible();
  await expect(person(page, 'Director 3').getByText(DUPLICATE_ERROR)).toBeHidden();
  // Validated on mount: Save waits for every director's details.
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page, 'set up directors with a duplicate');
  await harper.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(DUPLICATE_WARNING)).toBeHidden();

  const noah = person(page, 'Director 2');
  await expect(noah.getByRole('textbox', { name: 'First name' })).toHaveValue('Noah');
  await person(page, 'Director 1').getByRole('radio', { name: 'Yes' }).check();
  await noah.getByRole('radiogroup', { name: OWNERSHIP_QUESTION }).getByRole('radio', { name: 'No' }).check();
  const noahContact = uniqueInvitee();
  await fillContact(page, 'Director 2', noahContact);
  const beforeInvite = new Date();
  await page.getByRole('button', { name: 'Save' }).click();

  await saveCompanyDetails(page, 'Company details', { check: true });
  await saveCorporateTax(page, 'Australian private company', { check: true });
  // Two directors: who may give instructions.
  await saveSigningAuthority(page, 'Any applicant to sign', { check: true });

  await submitForActivation(page, 'LANE & LANE HOLDINGS PTY LTD');
  const people = page.getByRole('region', { name: 'People on this account' });
  await expect(people.getByText('Noah Lane')).toBeVisible();
  await expect(people.getByText('Invitation sent')).toBeVisible();
  await expectAccessible(page, 'a company with nothing missing');
  // Noah was invited by e-mail, with a link of his own.
  const invitation = await newestMessage(page.request, baseURL, noahContact.email, beforeInvite);
  expect(invitation.body).toMatch(/\/invitation-secondary\/[\w-]{43}\//);
});

test('a trust with a corporate trustee found by its ACN: its trust, owners, directors, company, tax and deed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerPerson(page, { baseURL, operatorKey });
  await openNewAccount(page);
  await page.getByRole('radio', { name: 'Trust' }).check();
  await page.getByRole('textbox', { name: 'Trust name' }).fill('Riley Family Trust');
  await page.getByRole('radio', { name: 'Corporate trustee' }).check();
  await validateAcn(page, '912 345 601', 'Trustee company name', 'HARBOUR TRUSTEE SERVICES PTY LTD');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Family Trust' })).toBeVisible();
  await fillInMissingDetails(page);
  await saveIndividualTax(page, { check: true });

  // A beneficial owner with a role.
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficial owners' })).toBeVisible();
  const owner = person(page, 'Beneficial owner 1');
  await expect(owner.getByRole('combobox', { name: 'Role' })).toHaveValue('9');
  await owner.getByRole('textbox', { name: 'First name' }).fill('Casey');
  await owner.getByRole('textbox', { name: 'Last name' }).fill('Riley');
  await fillContact(page, 'Beneficial owner 1', { ...uniqueInvitee(), phone: '0412 555 0' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByRole('textbox', { name: 'Mobile phone' })).toHaveAccessibleDescription(/./);
  await owner.getByRole('textbox', { name: 'Mobile phone' }).fill('0412 555 010');
  await expectAccessible(page, 'beneficial owners');
  await page.getByRole('button', { name: 'Save' }).click();

  // Directors of the trustee company: one of the register's two stays.
  await expect(page.getByRole('heading', { level: 1, name: 'Set up directors' })).toBeVisible();
  await person(page, 'Director 1').getByRole('radio', { name: 'Yes' }).check();
  const rajiv = person(page, 'Director 3');
  await expect(rajiv.getByRole('textbox', { name: 'Last name' })).toHaveValue('Mehta');
  await rajiv.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(person(page, 'Director 3')).toBeHidden();
  await person(page, 'Director 2')
    .getByRole('radiogroup', { name: OWNERSHIP_QUESTION })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await fillContact(page, 'Director 2', uniqueInvitee());
  await page.getByRole('button', { name: 'Save' }).click();

  await saveCompanyDetails(page, 'Corporate trustee details');

  // Trust details: the rules show on their fields first.
  await expect(page.getByRole('heading', { level: 1, name: 'Trust details' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('combobox', { name: 'Trust type' })).toHaveAccessibleDescription(
    'This field is required',
  );
  await page.getByRole('combobox', { name: 'Trust type' }).selectOption({ label: 'Discretionary (family) trust' });
  await page.getByRole('combobox', { name: 'State established' }).selectOption('NSW');
  const settled = page.getByRole('radiogroup', { name: 'Was the settled sum $10,000 or more?' });
  await settled.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Settlor name' }).fill('Riley Registered');
  const investing = page.getByRole('radiogroup', { name: 'Is investing the trust’s primary activity?' });
  await investing.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('textbox', { name: 'Nature of activity' }).fill('Property rental');
  await expectAccessible(page, 'trust details');
  await page.getByRole('button', { name: 'Save' }).click();

  await saveCorporateTax(page, 'Trustee of a trust');
  await uploadTrustDeed(page, { check: true });
  await saveSigningAuthority(page, 'All applicants to sign');
  await submitForActivation(page, 'Riley Family Trust');
});

test('an SMSF found by its ABN, with individual trustees: no other trustee, and its deed', async ({ page }) => {
  test.setTimeout(150_000);
  await registerPerson(page, { baseURL, operatorKey });
  await openNewAccount(page);
  await page.getByRole('radio', { name: 'SMSF' }).check();
  await page.getByRole('textbox', { name: 'ABN' }).fill('55 982 345 678');
  await page.getByRole('button', { name: 'Look up' }).click();
  const fundName = 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND';
  await expect(page.getByRole('textbox', { name: 'Fund name' })).toHaveValue(fundName);
  await page.getByRole('radio', { name: 'Individual trustee' }).check();
  await page
    .getByRole('checkbox', { name: 'I confirm that I am a trustee and may open this account on its behalf' })
    .check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fundName })).toBeVisible();

  await fillInMissingDetails(page);
  await saveIndividualTax(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Trustee details' })).toBeVisible();
  const question = page.getByRole('radiogroup', { name: 'Are there any additional Trustees?' });
  await question.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByRole('button', { name: 'Add trustee' })).toBeVisible();
  await question.getByRole('radio', { name: 'No' }).check();
  await expect(person(page, 'Trustee 2')).toBeHidden();
  await expectAccessible(page, 'trustee details');
  await page.getByRole('button', { name: 'Save' }).click();
  await uploadTrustDeed(page);
  await submitForActivation(page, fundName);

  // Wholesale investor certificates (asked for once the fund applies for loan notes): the
  // template is a real PDF, a renamed file is refused on the spot, a certificate is kept.
  const accountId = /\/accounts\/(\d+)/.exec(page.url())![1]!;
  await page.goto(`/account-setup/apply-now/edit-wholesale-investor-details/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale investor certificates' })).toBeVisible();
  const template = page.getByRole('link', { name: 'Download certificate template' });
  const templateAnswer = await page.request.get(new URL((await template.getAttribute('href'))!, baseURL).href);
  expect((await templateAnswer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload certificate' }).click();
    await (await chooser).setFiles(file);
  };
  await upload({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await expect(page.getByText('Selected File is not Supported for Upload')).toBeVisible();
  await upload({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: simplePdf([['Certificate']]) });
  await expect(page.getByRole('list', { name: 'Uploaded files' }).getByText('certificate.pdf')).toBeVisible();
  // The upload's toast comes with the answer: axe reads colours once it has shown (not mid-fade).
  await expect(page.getByText('The file has been uploaded.')).toBeVisible();
  await expectAccessible(page, 'wholesale investor certificates');
});

test('a joint account: the other holder is invited, registers in a browser of their own, and joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const holder = await registerPerson(page, { baseURL, operatorKey });
  await openNewAccount(page);
  // The invitation was for an individual account: the form starts there, with the person's name.
  await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Riley Registered');
  await page.getByRole('radio', { name: 'Joint' }).check();
  await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Riley Registered');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Riley and Jordan');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riley and Jordan' })).toBeVisible();
  await fillInMissingDetails(page);
  await saveIndividualTax(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Secondary users' })).toBeVisible();
  const jordan = uniqueInvitee();
  const second = person(page, 'Joint holder 2');
  await second.getByRole('textbox', { name: 'First name' }).fill('Jordan');
  await second.getByRole('textbox', { name: 'Last name' }).fill('Holder');
  await fillContact(page, 'Joint holder 2', { ...jordan, email: holder.email });
  await page.getByRole('button', { name: 'Save' }).click();
  // The holder's own address is refused on that person's field; what was typed stays.
  await expect(second.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/./);
  await expect(second.getByRole('textbox', { name: 'First name' })).toHaveValue('Jordan');
  await second.getByRole('textbox', { name: 'Email' }).fill(jordan.email);
  await expectAccessible(page, 'secondary users');
  const beforeInvite = new Date();
  await page.getByRole('button', { name: 'Save' }).click();
  await saveSigningAuthority(page, 'All applicants to sign');
  await submitForActivation(page, 'Riley and Jordan');
  const people = page.getByRole('region', { name: 'People on this account' });
  await expect(people.getByText('Invitation sent')).toBeVisible();

  // Jordan opens the e-mailed link in a browser of their own and registers.
  const email = await newestMessage(page.request, baseURL, jordan.email, beforeInvite);
  const link = /\/invitation-secondary\/[\w-]{43}\//.exec(email.body)![0];
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const password = 'Joint-Holder-2026!';
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeVisible();
  await other
    .getByRole('checkbox', { name: 'I have read and accept the terms and conditions and the privacy policy' })
    .check();
  await other.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByLabel('Repeat password').fill(password);
  await other.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }).check();
  const beforeSms = new Date();
  await other.getByRole('button', { name: 'Set password' }).click();
  await other
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await newestCode(other.request, baseURL, jordan.phone, beforeSms));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Tax details' })).toBeVisible();
  await other.getByRole('textbox', { name: 'Tax file number (TFN)' }).fill('123 456 782');
  await other
    .getByRole('radiogroup', { name: 'Are you an Australian resident for tax purposes?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await other
    .getByRole('radiogroup', { name: 'Are you a resident of another country for tax purposes?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await other.getByRole('button', { name: 'Save and continue' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
  await fillPersonAndAddress(other, { firstName: 'Jordan', lastName: 'Holder', dateOfBirth: '1985-08-09' });
  await choosePassport(other, 'PA7654321');
  await other.getByRole('button', { name: 'Save and continue' }).click();
  await submitContactDetails(other);
  await submitAdditionalDetails(other);
  await expect(other.getByRole('heading', { level: 1, name: 'Thank you, Jordan' })).toBeVisible();
  // Jordan sees the account they joined.
  await other.goto('/accounts');
  await expect(other.getByRole('listitem', { name: 'Riley and Jordan' })).toBeVisible();
  await context.close();

  // The first holder sees Jordan joined, with the identity check's outcome.
  await page.reload();
  const row = page
    .getByRole('region', { name: 'People on this account' })
    .getByRole('listitem')
    .filter({ hasText: 'Jordan Holder' });
  await expect(row.getByText('Joined')).toBeVisible();
  await expect(row.getByText(/Verified/)).toBeVisible();
  await expectAccessible(page, 'a joint account with its second holder');
});

test('an invitation to an account the provider prepared: its details locked, Continue makes it the investor’s', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const cli = { portalUrl: baseURL, operatorKey };
  const prepared = (await admin(
    ['account', 'create', '--type', 'smsf', '--name', 'Lane Super Fund', '--abn', '55 982 345 678'].concat([
      '--trustee',
      'individual',
    ]),
    cli,
  )) as { id: number };
  const person = await registerPerson(page, { baseURL, operatorKey }, undefined, ['--account-id', String(prepared.id)]);

  await page.goto(`/invitation/${person.inviteUuid}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your account' })).toBeVisible();
  for (const [name, value] of [
    ['Account type', 'SMSF'],
    ['Account name', 'Lane Super Fund'],
    ['ABN', '55 982 345 678'],
    ['Trustee', 'Individual trustee'],
  ] as const) {
    const field = page.getByRole('textbox', { name, exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAttribute('readonly', '');
  }
  await expectAccessible(page, 'an invitation to a prepared account');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The investor now holds it, selected, and is led through what it still lacks.
  await expect(page.getByRole('heading', { level: 1, name: 'Lane Super Fund' })).toBeVisible();
  await expect(page.getByText('Selected account')).toBeVisible();
  await fillInMissingDetails(page);
  await saveIndividualTax(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Trustee details' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Are there any additional Trustees?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await page.getByRole('button', { name: 'Save' }).click();
  await uploadTrustDeed(page);
  await submitForActivation(page, 'Lane Super Fund');
  // The invitation is used up: its link now leads into account setup.
  await page.goto(`/invitation/${person.inviteUuid}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Apply now' })).toBeVisible();
});
