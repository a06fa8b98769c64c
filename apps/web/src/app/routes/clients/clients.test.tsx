import { FINDER_INPUT_MAX_LENGTH, MANAGED_USER_HEADER, type ManagedClient } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testManagedUser, testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const ADVISOR = {
  email: 'advisor@example.com',
  first_name: 'Daniel',
  last_name: 'Whitfield',
  roles: ['advisor'],
};

function client(userId: number, firstName: string, lastName: string, accounts: string[] = []): ManagedClient {
  return {
    user_id: userId,
    first_name: firstName,
    last_name: lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    accounts: accounts.map((name, i) => ({ id: userId * 10 + i, name, account_type: 'individual' })),
  };
}

const OLIVIA = client(42, 'Olivia', 'Bennett', ['Olivia Bennett', 'Bennett Super Fund']);
const ALEX = client(43, 'Alex', 'Morgan', ['Olivia Bennett & Alex Morgan']);

/**
 * The server as it answers an advisor: their own profile (describing the client once the request
 * names one), and the clients they serve, filtered by `search` on name or e-mail and paged. Every
 * question asked of the list is kept.
 */
function serveAdvisor(clients: ManagedClient[] = [OLIVIA, ALEX]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/profiles/my/', ({ request }) =>
      HttpResponse.json(
        testProfile({
          ...ADVISOR,
          managed_user_individual_info:
            request.headers.get(MANAGED_USER_HEADER) === '42'
              ? testManagedUser({
                  first_name: 'Olivia',
                  last_name: 'Bennett',
                  email: OLIVIA.email,
                  force_filling_missing_personal_details: false,
                  missing_step: null,
                })
              : null,
        }),
      ),
    ),
    http.get('*/api/profiles/managed-users/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const search = query.get('search')?.toLowerCase() ?? '';
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      const found = clients.filter((c) => `${c.first_name} ${c.last_name} ${c.email}`.toLowerCase().includes(search));
      return HttpResponse.json({
        count: found.length,
        next: null,
        previous: null,
        results: found.slice((page - 1) * size, page * size),
      });
    }),
  );
  session.signIn('advisor-key');
  return { asked };
}

describe('clients', () => {
  it('lists the advisor’s clients with their e-mail and accounts', async () => {
    serveAdvisor();
    renderApp({ url: '/clients/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const olivia = within(table).getByRole('row', { name: /^Olivia Bennett olivia/ });
    expect(within(olivia).getByRole('cell', { name: OLIVIA.email })).toBeTruthy();
    expect(within(olivia).getByText('Bennett Super Fund')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Act for Alex Morgan' })).toBeTruthy();
    // Two clients fit one page: no paging.
    expect(screen.queryByRole('button', { name: 'Go to next page' })).toBeNull();
  });

  it('searches as the advisor types, in a field as long as the finder inputs', async () => {
    const { asked } = serveAdvisor();
    const { user } = renderApp({ url: '/clients/' });
    await screen.findByRole('button', { name: 'Act for Olivia Bennett' });
    const field = screen.getByRole('searchbox', { name: 'Search clients' });
    expect(field.getAttribute('maxlength')).toBe(String(FINDER_INPUT_MAX_LENGTH));

    await user.type(field, 'morgan');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Act for Olivia Bennett' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Act for Alex Morgan' })).toBeTruthy();
    expect(asked.at(-1)?.get('search')).toBe('morgan');

    await user.clear(field);
    await user.type(field, 'nobody');
    expect(await screen.findByText('No clients found.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Clients' })).toBeNull();
  });

  it('pages through more clients than one page holds', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      client(100 + i, 'Client', `Number${String(i + 1).padStart(2, '0')}`),
    );
    const { asked } = serveAdvisor(many);
    const { user } = renderApp({ url: '/clients/' });
    await screen.findByRole('button', { name: 'Act for Client Number01' });
    expect(screen.queryByRole('button', { name: 'Act for Client Number11' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('button', { name: 'Act for Client Number11' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Act for Client Number01' })).toBeNull();
    expect(asked.at(-1)?.get('page')).toBe('2');
  });

  it('acts for a client: the managed user is set and the client’s dashboard shows under the banner', async () => {
    serveAdvisor();
    const { user, location } = renderApp({ url: '/clients/' });
    await user.click(await screen.findByRole('button', { name: 'Act for Olivia Bennett' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(location().pathname).toBe('/dashboard/');
    expect(session.get().managedUserId).toBe('42');
    const banner = await screen.findByRole('status', { name: 'Acting for a client' });
    expect(banner.textContent).toContain('You are acting for Olivia Bennett (olivia.bennett@example.com).');

    // Stopping comes back to the client list, as the advisor themself.
    await user.click(within(banner).getByRole('button', { name: 'Stop acting for client' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(location().pathname).toBe('/clients/');
    expect(session.get().managedUserId).toBeNull();
    expect(screen.queryByRole('status', { name: 'Acting for a client' })).toBeNull();
  });

  it('leads an advisor acting for no one from the start to the clients, and one acting for a client to the dashboard', async () => {
    serveAdvisor();
    const first = renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(first.location().pathname).toBe('/clients/');
    first.unmount();

    session.setManagedUserId('42');
    const second = renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(second.location().pathname).toBe('/dashboard/');
  });
});

describe('the Clients menu item', () => {
  async function mainMenu() {
    const { user } = renderApp({ url: '/documents/' });
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    return within(await screen.findByRole('navigation', { name: 'Main' }));
  }

  it('is shown to advisors', async () => {
    serveAdvisor();
    const nav = await mainMenu();
    expect(nav.getByRole('link', { name: 'Clients' }).getAttribute('href')).toBe('/clients/');
  });

  it('is shown to staff', async () => {
    server.use(
      http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ is_staff: true, roles: ['staff'] }))),
    );
    session.signIn('staff-key', { isStaff: true });
    const nav = await mainMenu();
    expect(await nav.findByRole('link', { name: 'Clients' })).toBeTruthy();
  });

  it('is not shown to investors', async () => {
    session.signIn('investor-key');
    const nav = await mainMenu();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Clients' })).toBeNull();
  });
});
