import {
  DEFAULT_APPLICATION_SETTINGS,
  MonitoringScriptMessages,
  OperatorApplicationMessages,
  type OperatorApplication,
  type StaffRole,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';

const PRIVATE: OperatorApplication = {
  id: 1,
  product_key: 'ipm',
  name: 'Private Portfolio',
  hosts: ['localhost'],
  is_default: true,
  monitoring_script_url: null,
  updated_at: '2026-11-20T01:00:00Z',
  configuration: {
    name: 'Private Portfolio',
    logo: '/brands/ipm/logo.svg',
    favicon: '/brands/ipm/favicon.svg',
    color_schema: {
      primary: '#0b3d5c',
      secondary: '#b8914a',
      background: '#f4f6f8',
      surface: '#ffffff',
      text: '#1a2733',
    },
    support_email: 'support@example.com',
    modules: ['dashboard', 'documents', 'rebalance'],
    settings: { ...DEFAULT_APPLICATION_SETTINGS, session_expire_after: 900, session_expire_warning_after: 780 },
  },
};
const HARBOUR: OperatorApplication = {
  ...PRIVATE,
  id: 2,
  product_key: 'icf',
  name: 'Harbour Loan Notes',
  hosts: ['icf.localhost'],
  is_default: false,
};

function serve(options: { role?: StaffRole; patch?: (body: Record<string, unknown>) => Response } = {}) {
  const calls = { patches: [] as Array<Record<string, unknown>>, bookingTeam: [] as unknown[] };
  let bookingTeam = {
    booking_team_email: 'bookings@example.com',
    booking_team_additional_email: null as string | null,
    booking_team_phone_number: '02 9000 0000',
    disclaimer: ['Past performance is not a reliable indicator of future performance.'],
  };
  server.use(
    http.get('*/api/profiles/my/', () =>
      HttpResponse.json(testProfile({ is_staff: true, staff_role: options.role ?? 'operator' })),
    ),
    http.get('*/api/operator/applications/', () =>
      HttpResponse.json({
        count: 2,
        next: null,
        previous: null,
        results: [PRIVATE, HARBOUR].map(({ configuration: _c, updated_at: _u, ...summary }) => summary),
      }),
    ),
    http.get('*/api/operator/applications/:id/', ({ params }) =>
      HttpResponse.json(Number(params.id) === 1 ? PRIVATE : HARBOUR),
    ),
    http.get('*/api/operator/client-configuration/', () => HttpResponse.json(bookingTeam)),
    http.put('*/api/operator/client-configuration/', async ({ request }) => {
      const body = (await request.json()) as Partial<typeof bookingTeam>;
      calls.bookingTeam.push(body);
      bookingTeam = { ...bookingTeam, ...body };
      return HttpResponse.json(bookingTeam);
    }),
    http.patch('*/api/operator/applications/:id/', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.patches.push(body);
      if (options.patch) return options.patch(body);
      const {
        reason: _r,
        settings,
        monitoring_script_url,
        ...rest
      } = body as { reason: string; settings: object; name: string; monitoring_script_url?: string };
      return HttpResponse.json({
        ...PRIVATE,
        name: rest.name,
        monitoring_script_url: monitoring_script_url || null,
        configuration: {
          ...PRIVATE.configuration,
          ...rest,
          settings: { ...PRIVATE.configuration.settings, ...settings },
        },
      });
    }),
  );
  return calls;
}

describe('/back-office/applications/', () => {
  it('lists the applications with product, host names and the default, each linking to its page', async () => {
    serve();
    renderBackOfficeQueues('/back-office/applications/');
    const table = await screen.findByRole('table', { name: 'Applications' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Private Portfolio', 'IPM', 'localhost', 'Yes'],
      ['Harbour Loan Notes', 'ICF', 'icf.localhost', 'No'],
    ]);
    expect(within(table).getByRole('link', { name: 'Harbour Loan Notes' }).getAttribute('href')).toBe(
      '/back-office/applications/2/',
    );
  });
});

describe('/back-office/applications/:id/', () => {
  it('shows the configuration grouped, and saves a session time only with a reason', async () => {
    const calls = serve();
    const { user } = renderBackOfficeQueues('/back-office/applications/1/');
    expect(await screen.findByRole('heading', { name: 'Application: Private Portfolio' })).toBeTruthy();
    for (const group of ['Branding', 'Modules', 'Minimums', 'Session times'])
      expect(screen.getByRole('region', { name: group })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Rebalance notices' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Reports' })).toHaveProperty('checked', false);

    const expiry = screen.getByRole('spinbutton', { name: 'Session expires after' });
    // jsdom cannot select a number box's text to type over it: the new value at once.
    fireEvent.change(expiry, { target: { value: '1200' } });
    await user.click(screen.getByRole('checkbox', { name: 'Reports' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save the configuration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(OperatorApplicationMessages.reasonRequired)).toBeTruthy();
    expect(calls.patches).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Longer sessions');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: Private Portfolio’s configuration is what the portal now serves.',
    );
    expect(calls.patches).toHaveLength(1);
    expect(calls.patches[0]).toMatchObject({
      reason: 'Longer sessions',
      modules: ['dashboard', 'documents', 'reports', 'rebalance'],
      settings: { session_expire_after: 1200, session_expire_warning_after: 780 },
    });
  });

  it('checks the values before asking for a reason: a negative minimum on its field', async () => {
    const calls = serve();
    const { user } = renderBackOfficeQueues('/back-office/applications/1/');
    const minimum = await screen.findByRole('spinbutton', { name: 'Portfolio minimum' });
    // Typed at once: jsdom drops a lone '-' from a number box as it is typed.
    fireEvent.change(minimum, { target: { value: '-5' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(OperatorApplicationMessages.minimumNotNegative)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.patches).toEqual([]);
  });

  it('puts the server’s field errors on the fields and keeps what was typed', async () => {
    serve({
      patch: () =>
        HttpResponse.json(
          {
            field_errors: {
              'settings.session_expire_warning_after': [OperatorApplicationMessages.warningBeforeExpiry],
            },
            non_field_errors: [],
          },
          { status: 400 },
        ),
    });
    const { user } = renderBackOfficeQueues('/back-office/applications/1/');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed portal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the configuration?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Rename');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const warning = screen.getByRole('spinbutton', { name: 'Warn of expiry after' });
    expect(warning.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(OperatorApplicationMessages.warningBeforeExpiry)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Renamed portal');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a monitoring script over plain http on its field, and saves an https one', async () => {
    const calls = serve();
    const { user } = renderBackOfficeQueues('/back-office/applications/1/');
    const section = await screen.findByRole('region', { name: 'Monitoring' });
    const address = within(section).getByRole('textbox', { name: 'Monitoring script address' });
    expect(address).toHaveProperty('value', '');

    await user.type(address, 'http://rum.example.com/agent.js');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(MonitoringScriptMessages.httpsOnly)).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(address);
    await user.type(address, 'https://rum.example.com/agent.js');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the configuration?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Browser monitoring');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: Private Portfolio’s configuration is what the portal now serves.',
    );
    expect(calls.patches).toHaveLength(1);
    expect(calls.patches[0]).toMatchObject({
      reason: 'Browser monitoring',
      monitoring_script_url: 'https://rum.example.com/agent.js',
    });
    expect(within(section).getByRole('textbox', { name: 'Monitoring script address' })).toHaveProperty(
      'value',
      'https://rum.example.com/agent.js',
    );
  });

  it('shows the booking team and disclaimer of the product’s application, and saves the booking team phone', async () => {
    const calls = serve();
    const { user } = renderBackOfficeQueues('/back-office/applications/1/');
    const section = await screen.findByRole('region', { name: 'Booking team and disclaimer' });
    expect(
      await within(section).findByText('Past performance is not a reliable indicator of future performance.'),
    ).toBeTruthy();
    const phone = await within(section).findByRole('textbox', { name: 'Booking team phone' });
    expect(phone).toHaveProperty('value', '02 9000 0000');
    await user.clear(phone);
    await user.type(phone, '02 9111 1111');
    await user.click(within(section).getByRole('button', { name: 'Save booking team' }));
    expect((await within(section).findByRole('status')).textContent).toBe('The booking team is saved.');
    expect(calls.bookingTeam).toEqual([
      {
        product: 'ipm',
        booking_team_phone_number: '02 9111 1111',
        booking_team_email: 'bookings@example.com',
        booking_team_additional_email: '',
      },
    ]);
  });

  it('offers no Save to staff who are not operators', async () => {
    serve({ role: 'auditor' });
    renderBackOfficeQueues('/back-office/applications/1/');
    expect(await screen.findByText('Only operators change an application’s configuration.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Booking team phone' })).toHaveProperty('readOnly', true);
    expect(screen.queryByRole('button', { name: 'Save booking team' })).toBeNull();
  });
});
