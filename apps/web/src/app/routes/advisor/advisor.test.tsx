import { Messages, SupportMessages, addDays, toIsoDate, today } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { serveAdvisors } from '../../../testing/advisors';
import { renderApp } from '../../../testing/render-app';

const PAST = '2020-03-02';
const todayIso = () => toIsoDate(today());
const nextWeek = () => toIsoDate(addDays(today(), 7));

beforeEach(() => {
  // jsdom has no object URLs; the photo is shown from one.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:advisor-photo'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

async function openAdvisorPage(options: Parameters<typeof serveAdvisors>[0] = {}) {
  const calls = serveAdvisors(options);
  session.signIn('key-advisor');
  const app = renderApp({ url: paths.advisor.getHref() });
  await screen.findByRole('heading', { level: 1, name: 'Private Portfolio Manager' });
  await screen.findByRole('article', { name: 'Daniel Whitfield' });
  return { ...app, calls };
}

describe('advisor page', () => {
  it('shows each advisor with photo, role and links to call, write and find them', async () => {
    await openAdvisorPage();
    const daniel = screen.getByRole('article', { name: 'Daniel Whitfield' });
    expect(within(daniel).getByText('Senior Private Portfolio Manager')).toBeTruthy();
    expect(await within(daniel).findByRole('img', { name: 'Photo of Daniel Whitfield' })).toBeTruthy();
    expect(within(daniel).getByRole('link', { name: '(02) 9000 1234' }).getAttribute('href')).toBe('tel:0290001234');
    expect(
      within(daniel).getByRole('link', { name: 'daniel.whitfield@harbourwealth.example.com' }).getAttribute('href'),
    ).toBe('mailto:daniel.whitfield@harbourwealth.example.com');
    const address = within(daniel).getByRole('link', { name: 'Level 12, 1 Martin Place, Sydney NSW 2000' });
    expect(address.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Level%2012%2C%201%20Martin%20Place%2C%20Sydney%20NSW%202000',
    );
    expect(address.getAttribute('target')).toBe('_blank');
    expect(within(daniel).getByRole('button', { name: 'Contact Daniel' })).toBeTruthy();

    // Priya has no photo, phone or address: initials and the e-mail only.
    const priya = screen.getByRole('article', { name: 'Priya Raman' });
    expect(within(priya).queryByRole('img')).toBeNull();
    expect(within(priya).getAllByRole('link')).toHaveLength(1);
    expect(within(priya).getByRole('button', { name: 'Contact Priya' })).toBeTruthy();
  });

  it('shows the booking team with its phone and both e-mails', async () => {
    await openAdvisorPage();
    const booking = await screen.findByRole('region', { name: Messages.bookMeetingPrompt });
    expect(await within(booking).findByRole('link', { name: '1300 555 019' })).toBeTruthy();
    expect(within(booking).getByRole('link', { name: '1300 555 019' }).getAttribute('href')).toBe('tel:1300555019');
    expect(within(booking).getByRole('link', { name: 'bookings@harbourwealth.example.com' })).toBeTruthy();
    expect(within(booking).getByRole('link', { name: 'reviews@harbourwealth.example.com' })).toBeTruthy();
    expect(within(booking).getByRole('button', { name: Messages.bookMeeting })).toBeTruthy();
  });
});

describe('contact form', () => {
  it('needs a message, sends it to that advisor, then closes and says who will be in touch', async () => {
    const { user, calls } = await openAdvisorPage();
    await user.click(screen.getByRole('button', { name: 'Contact Daniel' }));
    const form = await screen.findByRole('dialog', { name: Messages.contactAdvisorTitle });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(Messages.fieldRequired)).toBeTruthy();
    expect(calls.contacts).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Can we talk about fees?');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('dialog', { name: Messages.thankYouTitle });
    expect(within(thanks).getByText(Messages.willContactYouShortly('Daniel'))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: Messages.contactAdvisorTitle })).toBeNull();
    expect(calls.contacts).toEqual([{ advisor: 7, body: { body: 'Can we talk about fees?' } }]);

    await user.click(within(thanks).getByRole('button', { name: Messages.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refusal that names no field in the form and keeps the message', async () => {
    const { user } = await openAdvisorPage({
      contact: () => ({ status: 429, body: { detail: SupportMessages.tooManyRequests, code: 'rate_limited' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Contact Priya' }));
    const form = await screen.findByRole('dialog', { name: Messages.contactAdvisorTitle });
    const message = within(form).getByRole('textbox', { name: 'Message' });
    await user.type(message, 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(SupportMessages.tooManyRequests);
    expect((message as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('Cancel closes the form without sending', async () => {
    const { user, calls } = await openAdvisorPage();
    await user.click(screen.getByRole('button', { name: 'Contact Daniel' }));
    const form = await screen.findByRole('dialog', { name: Messages.contactAdvisorTitle });
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Never mind');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.contacts).toEqual([]);
  });
});

describe('booking form', () => {
  async function openBooking(options: Parameters<typeof serveAdvisors>[0] = {}) {
    const page = await openAdvisorPage(options);
    await page.user.click(screen.getByRole('button', { name: Messages.bookMeeting }));
    const form = await screen.findByRole('dialog', { name: Messages.bookReviewMeetingTitle });
    return { ...page, form, date: within(form).getByLabelText('Preferred date') as HTMLInputElement };
  }

  it('offers today onwards, Morning or Afternoon or no preference, and four rows of comments', async () => {
    const { form, date } = await openBooking();
    expect(date.type).toBe('date');
    expect(date.min).toBe(todayIso());
    const time = within(form).getByRole('combobox', { name: 'Preferred time' });
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No preference', 'Morning', 'Afternoon']);
    const comments = within(form).getByRole('textbox', { name: 'Comments' });
    expect(comments.getAttribute('rows')).toBe('4');
  });

  it('keeps Book disabled until the form is valid and changed, and says why a past date waits', async () => {
    const { user, form, date } = await openBooking();
    const book = within(form).getByRole('button', { name: 'Book' });
    expect(book).toHaveProperty('disabled', true);

    await user.type(within(form).getByRole('textbox', { name: 'Comments' }), 'Any time');
    expect(book).toHaveProperty('disabled', true);

    await user.type(date, PAST);
    await user.tab();
    expect(await within(form).findByText(Messages.dateInPast)).toBeTruthy();
    expect(book).toHaveProperty('disabled', true);

    await user.clear(date);
    await user.type(date, nextWeek());
    await waitFor(() => expect(within(form).queryByText(Messages.dateInPast)).toBeNull());
    expect(book).toHaveProperty('disabled', false);
  });

  it('sends the booking with the chosen time, or none once cleared, and thanks the client', async () => {
    const { user, form, date, calls } = await openBooking();
    const time = within(form).getByRole('combobox', { name: 'Preferred time' });
    await user.type(date, todayIso());
    await user.selectOptions(time, 'Afternoon');
    await user.selectOptions(time, 'No preference');
    await user.type(within(form).getByRole('textbox', { name: 'Comments' }), 'Please call first.');
    await user.click(within(form).getByRole('button', { name: 'Book' }));

    const thanks = await screen.findByRole('dialog', { name: Messages.thankYouTitle });
    expect(within(thanks).getByText(Messages.weWillContactYouShortly)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: Messages.bookReviewMeetingTitle })).toBeNull();
    expect(calls.bookings).toEqual([
      { preferred_date: todayIso(), preferred_time: null, comment: 'Please call first.' },
    ]);
  });

  it('sends a chosen time and shows the server’s refusal on its field', async () => {
    const { user, form, date, calls } = await openBooking({
      book: () => ({
        status: 400,
        body: { field_errors: { preferred_date: [Messages.dateInPast] }, non_field_errors: [] },
      }),
    });
    await user.type(date, nextWeek());
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Preferred time' }), 'Morning');
    await user.click(within(form).getByRole('button', { name: 'Book' }));
    expect(await within(form).findByText(Messages.dateInPast)).toBeTruthy();
    expect(calls.bookings).toEqual([{ preferred_date: nextWeek(), preferred_time: 'morning', comment: '' }]);
    expect(date.value).toBe(nextWeek());
  });
});
