import { Messages } from '@portal/contract';
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin } from '../fixtures/admin-cli';
import { messagesSince, newestMessage } from '../fixtures/outbox';
import { registerPerson } from '../fixtures/registered-person';
import { baseURL, operatorKey } from '../playwright.config';
import { expectAccessible } from '../fixtures/accessibility';

/**
 * The advisor page end to end: an operator gives a new investor an account and a portfolio
 * manager with a photo (the admin CLI); the investor sees the card with the photo, writes to the
 * manager, books a quarterly review and is thanked each time; the manager and the booking team
 * get the e-mails, and the investor's confirmation carries a calendar entry for the chosen day.
 */

const cli = { portalUrl: baseURL, operatorKey };
/** A 1x1 PNG: the photo only has to be a real image the browser can draw. */
const PHOTO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const BOOKING_TEAM = 'bookings@privateportfolio.example.com';

function tempFile(name: string, content: string | Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-advisor-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** 'YYYY-MM-DD' plus `days`. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The calendar file's properties, unfolded (RFC 5545 §3.1). */
function calendarProperties(ics: string): Map<string, string> {
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
}

test('an investor contacts their portfolio manager and books a review meeting', async ({ page }) => {
  test.setTimeout(120_000);
  const person = await registerPerson(page, { baseURL, operatorKey });
  const tag = person.phone.slice(2);
  await admin(
    [
      'import',
      'accounts',
      tempFile(
        'accounts.csv',
        `account_code,name,type,primary_user_email\nE2E-ADV-${tag},Riley ${tag},individual,${person.email}\n`,
      ),
    ],
    cli,
  );
  const manager = { first: 'Jordan', last: `Avery${tag}`, email: `jordan.avery.${tag}@privateportfolio.example.com` };
  const added = (await admin(
    [
      'advisors',
      'add',
      '--first-name',
      manager.first,
      '--last-name',
      manager.last,
      '--role',
      'Private Portfolio Manager',
      '--email',
      manager.email,
      '--phone-number',
      '02 9000 4321',
      '--address',
      '1 Martin Place, Sydney NSW 2000',
      '--photo',
      tempFile('jordan.png', Buffer.from(PHOTO_PNG, 'base64')),
    ],
    cli,
  )) as { id: number };
  await admin(['advisors', 'assign', '--advisor', String(added.id), '--user', person.email], cli);

  await page.goto('/private-portfolio-manager/');
  await expect(page.getByRole('heading', { level: 1, name: 'Private Portfolio Manager' })).toBeVisible();
  const card = page.getByRole('article', { name: `${manager.first} ${manager.last}` });
  await expect(card.getByText('Private Portfolio Manager')).toBeVisible();
  const photo = card.getByRole('img', { name: `Photo of ${manager.first} ${manager.last}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(card.getByRole('link', { name: '02 9000 4321' })).toHaveAttribute('href', 'tel:0290004321');
  await expect(card.getByRole('link', { name: manager.email })).toHaveAttribute('href', `mailto:${manager.email}`);
  await expectAccessible(page, 'advisor');

  // A message to the manager.
  const beforeContact = new Date();
  await card.getByRole('button', { name: `Contact ${manager.first}` }).click();
  const contactForm = page.getByRole('dialog', { name: Messages.contactAdvisorTitle });
  await contactForm.getByRole('textbox', { name: 'Message' }).fill('Could we review my income options?');
  await contactForm.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByRole('dialog', { name: Messages.thankYouTitle });
  await expect(thanks.getByText(Messages.willContactYouShortly(manager.first))).toBeVisible();
  await expect(contactForm).toBeHidden();
  await thanks.getByRole('button', { name: Messages.ok }).click();
  await expect(thanks).toBeHidden();
  const toManager = await newestMessage(page.request, baseURL, manager.email, beforeContact);
  expect(toManager.body).toContain('Could we review my income options?');
  expect(toManager.body).toContain(`E-mail: ${person.email}`);

  // A quarterly review on a day two weeks ahead, in the morning.
  const day = addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date()), 14);
  const beforeBooking = new Date();
  const booking = page.getByRole('region', { name: Messages.bookMeetingPrompt });
  await expect(booking.getByRole('link', { name: BOOKING_TEAM })).toBeVisible();
  await booking.getByRole('button', { name: Messages.bookMeeting }).click();
  const bookingForm = page.getByRole('dialog', { name: Messages.bookReviewMeetingTitle });
  const book = bookingForm.getByRole('button', { name: 'Book' });
  await expect(book).toBeDisabled();
  await bookingForm.getByLabel('Preferred date').fill(day);
  await bookingForm.getByRole('combobox', { name: 'Preferred time' }).selectOption('Morning');
  await bookingForm.getByRole('textbox', { name: 'Comments' }).fill('Video call, please.');
  await expect(book).toBeEnabled();
  await book.click();
  await expect(thanks.getByText(Messages.weWillContactYouShortly)).toBeVisible();
  await expect(bookingForm).toBeHidden();

  const confirmation = await newestMessage(page.request, baseURL, person.email, beforeBooking);
  expect(confirmation.subject).toBe('Your quarterly review meeting request');
  const [ics] = confirmation.attachments;
  expect(ics?.filename).toBe('quarterly-review-meeting.ics');
  const calendar = calendarProperties(ics!.content);
  // 9:00 in Sydney is 22:00 or 23:00 UTC the day before, with or without daylight saving.
  expect(calendar.get('DTSTART')).toMatch(new RegExp(`^${addDays(day, -1).replace(/-/g, '')}T(22|23)0000Z$`));
  expect(calendar.get('SUMMARY')).toBe('Quarterly review meeting with Private Portfolio');

  const toTeam = (await messagesSince(page.request, baseURL, BOOKING_TEAM, beforeBooking)).find((m) =>
    m.body.includes(person.email),
  );
  expect(toTeam?.body).toContain('Comments: Video call, please.');
});
