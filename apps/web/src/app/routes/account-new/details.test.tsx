import { IdentityReviewMessages, Messages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { serveIdentityLookups, testPersonalDetail } from '../../../testing/identity';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const notFound = () => HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
const contact = {
  id: 4,
  channel: 'sms',
  country: 'AU',
  address_line_1: 'PO Box 12',
  suburb: 'Sydney',
  state: 'NSW',
  post_code: '2001',
};

function serveDetails(personal: object | null, withContact = true) {
  serveIdentityLookups();
  server.use(
    http.get('*/api/profiles/personal-details/', () => (personal ? HttpResponse.json(personal) : notFound())),
    http.get('*/api/profiles/contact-details/', () => (withContact ? HttpResponse.json(contact) : notFound())),
    http.get('*/api/profiles/additional-details/', () => notFound()),
    http.get('*/api/utils/languages/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
  );
}

describe('the details hub', () => {
  it('shows each part, with the warning icon and the document’s sentence when the identity did not verify', async () => {
    session.signIn('k'.repeat(43));
    serveDetails(testPersonalDetail({ status: 'not_verified', verification_message: Messages.detailsNotVerified }));
    renderApp({ url: '/account-new/details' });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.individualInfoTitle })).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(within(personal).getByTitle('Not verified')).toBeTruthy();
    expect(within(personal).getByText(Messages.detailsNotVerified)).toBeTruthy();
    expect(within(personal).getByText('Jane Citizen')).toBeTruthy();
    expect(within(personal).getByText('1 George Street, Sydney, NSW, 2000, Australia')).toBeTruthy();
    const contactSection = screen.getByRole('region', { name: 'Contact details' });
    expect(within(contactSection).getByText('SMS')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Additional details' })).getByText('Not entered yet.'),
    ).toBeTruthy();
  });

  it('shows staff’s message when they could not verify the details, with the way to enter them again', async () => {
    session.signIn('k'.repeat(43));
    const message = 'The licence photo is unreadable. Please upload a clearer copy.';
    serveDetails(testPersonalDetail({ status: 'not_verified', review_message: message }));
    renderApp({ url: '/account/details/' });
    const personal = await screen.findByRole('region', { name: 'Personal details' });
    const note = await within(personal).findByRole('note', { name: 'Message from our team' });
    expect(within(note).getByText(IdentityReviewMessages.rejectedTitle)).toBeTruthy();
    expect(within(note).getByText(message)).toBeTruthy();
    expect(within(personal).getByRole('link', { name: 'Edit personal details' }).getAttribute('href')).toBe(
      '/account-new/personal-details',
    );
  });

  it('says the identity is verified without a warning, and the old /account/details/ path shows the same hub', async () => {
    session.signIn('k'.repeat(43));
    serveDetails(testPersonalDetail());
    renderApp({ url: '/account/details/' });
    expect(await screen.findByText('Identity verified')).toBeTruthy();
    expect(screen.queryByTitle('Not verified')).toBeNull();
  });

  it('the contact details view shows the e-mail and mobile from the profile and the ways to change them', async () => {
    session.signIn('k'.repeat(43));
    serveDetails(testPersonalDetail());
    server.use(http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ email: 'ivy@example.com' }))));
    const { user, location } = renderApp({ url: '/account-new/contact-details' });
    expect(await screen.findByText('ivy@example.com')).toBeTruthy();
    expect(screen.getByText('0412 345 678')).toBeTruthy();
    expect(screen.getByText('PO Box 12')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Edit contact details' }));
    await waitFor(() => expect(location().pathname).toBe('/account-new/contact-details/edit'));
  });
});
