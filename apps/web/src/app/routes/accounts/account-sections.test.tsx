import { UnfilledAccountField, type OpenRequest } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

/** The account page's open requests and its sections with their 'Missing' tags and edit pencils (issue #22 item 2). */
function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const company = (canEdit: boolean) =>
  testAccount({
    id: 4,
    name: 'Bennett Capital Pty Ltd',
    type: 'company',
    status: 'pending',
    products: [],
    can_edit_details: canEdit,
    unfilled_fields: [UnfilledAccountField.corporate_account_details],
  });

describe('the sections of a company account', () => {
  it('tags the section with a missing part and gives each section a pencil to its form', async () => {
    serveAccounts([company(true)]);
    open('/accounts/4');
    const details = await screen.findByRole('region', { name: 'Company details' });
    expect(within(details).getByText('Missing')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Edit company details' }).getAttribute('href')).toBe(
      '/accounts/4/forms/company-details',
    );

    const tax = screen.getByRole('region', { name: 'Tax details' });
    expect(within(tax).queryByText('Missing')).toBeNull();
    expect(within(tax).getByRole('link', { name: 'Edit tax details' }).getAttribute('href')).toBe(
      '/accounts/4/forms/tax',
    );
    expect(
      within(tax)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Individual tax detailsGiven', 'Corporate tax detailsGiven']);
    expect(
      within(screen.getByRole('region', { name: 'People on this account' }))
        .getByRole('link', { name: 'Edit people on this account' })
        .getAttribute('href'),
    ).toBe('/accounts/4/forms/secondary-users');

    // A company takes no trust, deeds or certificates.
    expect(screen.queryByRole('region', { name: 'Trust details' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Trust deeds' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Wholesale investor certificates' })).toBeNull();
  });

  it('shows the tags but no pencil to someone who may not change the account', async () => {
    serveAccounts([company(false)]);
    open('/accounts/4');
    const details = await screen.findByRole('region', { name: 'Company details' });
    expect(within(details).getByText('Missing')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
  });

  it('an SMSF with a corporate trustee has its trustee details and its deeds', async () => {
    serveAccounts([
      testAccount({
        id: 6,
        type: 'smsf',
        trustee: 'corporate',
        products: [],
        unfilled_fields: [UnfilledAccountField.deed_attachments],
      }),
    ]);
    open('/accounts/6');
    expect(await screen.findByRole('region', { name: 'Corporate trustee details' })).toBeTruthy();
    const deeds = screen.getByRole('region', { name: 'Trust deeds' });
    expect(within(deeds).getByText('Missing')).toBeTruthy();
    expect(within(deeds).getByRole('link', { name: 'Edit trust deeds' }).getAttribute('href')).toBe(
      '/account-setup/apply-now/edit-trust-deeds/6',
    );
  });
});

describe('open requests', () => {
  const requests: OpenRequest[] = [
    {
      kind: 'bank_change',
      id: 31,
      title: 'Change bank account details',
      waits_for: 'your confirmation',
      created: '2026-03-02T01:00:00.000Z',
      link: '/accounts/confirm-edit-bank-account/4/12/',
    },
    {
      kind: 'invitation',
      id: 8,
      title: 'Invitation to Jo Holder',
      waits_for: 'Jo Holder to accept',
      created: '2026-03-03T01:00:00.000Z',
      link: '/accounts/4/forms/secondary-users',
    },
  ];

  it('lists each with what it waits for and a link to where it is acted on', async () => {
    serveAccounts([company(true)]);
    server.use(http.get('*/api/accounts/4/open-requests/', () => HttpResponse.json(requests)));
    open('/accounts/4');
    const section = await screen.findByRole('region', { name: 'Open requests' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Change bank account detailsWaiting for your confirmation · since 02 Mar 2026',
      'Invitation to Jo HolderWaiting for Jo Holder to accept · since 03 Mar 2026',
    ]);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/accounts/confirm-edit-bank-account/4/12/', '/accounts/4/forms/secondary-users']);
  });

  it('is not there when nothing is open', async () => {
    serveAccounts([company(true)]);
    let asked = false;
    server.use(
      http.get('*/api/accounts/4/open-requests/', () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    open('/accounts/4');
    await screen.findByRole('region', { name: 'Company details' });
    await waitFor(() => expect(asked).toBe(true));
    // The answer renders on the next turns after the call.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Open requests' })).toBeNull();
  });
});
