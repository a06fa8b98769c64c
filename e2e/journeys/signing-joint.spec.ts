import { CONSENTS_VERSION, ConsentKey, Messages, SigningMessages } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { submitLogin } from '../fixtures/people';
import { readyJointAccount, submitLoanNoteApplication } from '../fixtures/ready-account';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';

/**
 * Signing a joint account's application (issue #21) whose signing authority is 'All applicants
 * to sign': each member signs in a browser of their own, on the same pages an individual signs
 * on (signing.spec.ts). The first to sign is told the documents wait for the other; nothing is
 * published until the second has signed, then both find the sealed form in their documents.
 */

const ACCOUNT = 'Riley and Kit';
const RILEY = 'Riley Joint';
const KIT = 'Kit Holder';

async function openAccount(page: Page, accountId: number): Promise<void> {
  await page.goto(`/accounts/${accountId}`);
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT })).toBeVisible();
}

/** Each signer and where they stand, as "Who signs" lists them. */
function whoSigns(page: Page) {
  return page.getByRole('region', { name: 'Documents to sign' }).getByRole('list', { name: 'Who signs' });
}

/** From the account page: Sign now, then the consent and the typed name on the signing page. */
async function signNow(page: Page, fullName: string): Promise<void> {
  await page.getByRole('region', { name: 'Documents to sign' }).getByRole('link', { name: 'Sign now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your application documents' })).toBeVisible();
  const sign = page.getByRole('form', { name: 'Sign the documents' });
  await sign.getByRole('checkbox', { name: 'I agree to sign these documents electronically' }).check();
  await sign.getByRole('textbox', { name: 'Type your full name to sign' }).fill(fullName);
  await sign.getByRole('button', { name: 'Sign' }).click();
  await page.waitForURL(/sign-result/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents signed' })).toBeVisible();
}

/** The sealed form in the person's documents; sealing is a job, so the list is opened again until it is there. */
async function expectSignedFormInDocuments(page: Page): Promise<void> {
  const signed = page.getByRole('row', { name: new RegExp(`Application form \\(signed\\) ${ACCOUNT}`) });
  await expect(async () => {
    await page.goto('/documents/');
    await expect(signed).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test('a joint account: each member signs in a browser of their own; the signed form is published once both have', async ({
  page,
  browser,
  viewport,
}) => {
  test.setTimeout(90_000);
  const riley = await registerPerson(page, { baseURL, operatorKey }, { firstName: 'Riley', lastName: 'Joint' });
  const { accountId, holder } = await readyJointAccount(page.request, baseURL, riley, {
    name: ACCOUNT,
    holder: { firstName: 'Kit', lastName: 'Holder' },
  });
  await submitLoanNoteApplication(
    page.request,
    baseURL,
    riley,
    accountId,
    { label: '6 months', faceValueCents: 2_500_000 },
    { keys: Object.values(ConsentKey), version: CONSENTS_VERSION },
  );

  // Kit signs in on the sign-in screen, in a browser of their own (Riley's holds her session).
  const kitsBrowser = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  const kit = await kitsBrowser.newPage();
  await submitLogin(kit, baseURL, holder.email, holder.password);
  await expect(kit.getByRole('navigation').first()).toBeVisible();

  // Riley signs first: both of them are asked.
  await openAccount(page, accountId);
  await expect(
    page.getByRole('region', { name: 'Documents to sign' }).getByRole('link', { name: 'Sign now' }),
  ).toBeVisible();
  await expect(whoSigns(page).getByRole('listitem')).toHaveText([`${RILEY}Not signed yet`, `${KIT}Not signed yet`]);
  await signNow(page, RILEY);

  // Kit has not signed: nothing is published in Riley's documents.
  await page.getByRole('link', { name: 'View your documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText(Messages.noDocuments)).toBeVisible();
  await expect(page.getByRole('row', { name: /Application form \(signed\)/ })).toHaveCount(0);
  // Her account says her part is done and the documents wait for Kit.
  await openAccount(page, accountId);
  const toSign = page.getByRole('region', { name: 'Documents to sign' });
  await expect(toSign.getByText(SigningMessages.signedWaitingForOthers)).toBeVisible();
  await expect(toSign.getByRole('link', { name: 'Sign now' })).toHaveCount(0);
  await expect(whoSigns(page).getByRole('listitem')).toHaveText([`${RILEY}Signed`, `${KIT}Not signed yet`]);
  await expectAccessible(page, 'documents to sign, signed and waiting for the other member');

  // Kit sees Riley has signed, and signs.
  await openAccount(kit, accountId);
  await expect(whoSigns(kit).getByRole('listitem')).toHaveText([`${RILEY}Signed`, `${KIT}Not signed yet`]);
  await signNow(kit, KIT);

  // Everyone required has signed: the sealed form is in both members' documents.
  await expectSignedFormInDocuments(kit);
  await expectSignedFormInDocuments(page);
  // Riley's account has nothing left to sign, and does not say the documents are being prepared.
  await openAccount(page, accountId);
  await expect(page.getByRole('region', { name: 'Bank accounts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents to sign' })).toHaveCount(0);
  await kitsBrowser.close();
});
