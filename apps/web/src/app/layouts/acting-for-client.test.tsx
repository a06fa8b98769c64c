import { AuthMessages, MANAGED_USER_HEADER } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { testManagedUser, testProfile } from '../../testing/fixtures';
import { serveIdentityLookups, testPersonalDetail } from '../../testing/identity';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

const CLIENT_ID = '42';
const STAFF = { is_staff: true, email: 'staff@example.com', first_name: 'Sam', last_name: 'Nguyen', roles: ['staff'] };

/**
 * The server as it answers a staff member: their own profile, which describes the client while
 * the request names one (Managed-User-id), and personal details that are the client's (none yet)
 * or, without the header, the staff member's own.
 */
function serveStaffActingForClient(client = testManagedUser()) {
  const personalDetailsAskedFor: Array<string | null> = [];
  serveIdentityLookups();
  server.use(
    http.get('*/api/profiles/my/', ({ request }) =>
      HttpResponse.json(
        testProfile({
          ...STAFF,
          managed_user_individual_info: request.headers.get(MANAGED_USER_HEADER) === CLIENT_ID ? client : null,
        }),
      ),
    ),
    http.get('*/api/profiles/personal-details/', ({ request }) => {
      const actingFor = request.headers.get(MANAGED_USER_HEADER);
      personalDetailsAskedFor.push(actingFor);
      return actingFor === CLIENT_ID
        ? HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 })
        : HttpResponse.json(testPersonalDetail({ first_name: 'Sam', last_name: 'Nguyen' }));
    }),
  );
  session.signIn('staff-key', { isStaff: true });
  session.setManagedUserId(CLIENT_ID);
  return { personalDetailsAskedFor };
}

describe('acting for a client', () => {
  it('takes staff acting for a client with missing details to the client’s personal details form, under a banner', async () => {
    const { personalDetailsAskedFor } = serveStaffActingForClient();
    const { location } = renderApp({ url: '/dashboard/' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeTruthy();
    expect(location().pathname).toBe('/account-new/personal-details');
    const banner = screen.getByRole('status', { name: 'Acting for a client' });
    expect(banner.textContent).toContain('You are acting for Chris Client (chris.client@example.com).');
    expect(within(banner).getByRole('button', { name: 'Stop acting for client' })).toBeTruthy();
    // The form is the client's (nothing entered yet), not the staff member's own details.
    await waitFor(() => expect(personalDetailsAskedFor).toEqual([CLIENT_ID]));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');
  });

  it('goes to the client’s first missing step, here the secondary document', async () => {
    serveStaffActingForClient(testManagedUser({ missing_step: 'secondary_verification_document' }));
    server.use(
      http.get('*/api/profiles/personal-details/', () =>
        HttpResponse.json(testPersonalDetail({ status: 'not_verified', no_failed_verification_attempts: 1 })),
      ),
    );
    const { location } = renderApp({ url: '/documents/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Secondary verification document' })).toBeTruthy();
    expect(location().pathname).toBe('/account-new/secondary-document');
    expect(screen.getByRole('status', { name: 'Acting for a client' })).toBeTruthy();
  });

  it('stops acting for the client: the banner goes, the managed user id is forgotten and the client list shows', async () => {
    serveStaffActingForClient();
    server.use(
      http.get('*/api/profiles/managed-users/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const { user, location } = renderApp({ url: '/account-new/personal-details' });
    const banner = await screen.findByRole('status', { name: 'Acting for a client' });

    await user.click(within(banner).getByRole('button', { name: 'Stop acting for client' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Acting for a client' })).toBeNull();
    expect(session.get().managedUserId).toBeNull();
    expect(sessionStorage.getItem('portal.managed_user_id')).toBeNull();
    expect(location().pathname).toBe('/clients/');
  });

  it('offers no change of the client’s password or settings in the profile menu', async () => {
    serveStaffActingForClient(testManagedUser({ force_filling_missing_personal_details: false, missing_step: null }));
    const { user } = renderApp({ url: '/documents/' });
    await screen.findByRole('status', { name: 'Acting for a client' });
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const menu = within(await screen.findByRole('menu'));
    const labels = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toContain('Account details');
    expect(labels).not.toContain('Change password');
    expect(labels).not.toContain('Settings');
  });

  it('explains, instead of the form, that only the client changes their password', async () => {
    serveStaffActingForClient(testManagedUser({ force_filling_missing_personal_details: false, missing_step: null }));
    renderApp({ url: '/account/change-password/' });
    expect(await screen.findByRole('heading', { level: 1, name: AuthMessages.clientOnlyTitle })).toBeTruthy();
    expect(screen.getByText(AuthMessages.actingForClientRefused)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.queryByRole('button', { name: /change password/i })).toBeNull();
  });

  it('shows the banner without forcing anything for a client whose details are complete', async () => {
    serveStaffActingForClient(
      testManagedUser({
        verified_status: 'verified',
        force_filling_missing_personal_details: false,
        missing_step: null,
      }),
    );
    const { location } = renderApp({ url: '/documents/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(await screen.findByRole('status', { name: 'Acting for a client' })).toBeTruthy();
    expect(location().pathname).toBe('/documents/');
  });

  it('never forces staff who act for no one', async () => {
    server.use(http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile(STAFF))));
    session.signIn('staff-key', { isStaff: true });
    const { location } = renderApp({ url: '/documents/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Acting for a client' })).toBeNull();
    expect(location().pathname).toBe('/documents/');
  });
});
