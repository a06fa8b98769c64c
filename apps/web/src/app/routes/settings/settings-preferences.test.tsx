import { Messages, NotificationSettingMessages, type SecuritySchemaResponse } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { serveNotificationSettings, serveSessions, testSession } from '../../../testing/settings';

const PROFILE = '*/api/profiles/my/';
const OPT_OUT = { name: 'Do not send me marketing communications' };
const NO_CODE_NEEDED: SecuritySchemaResponse = {
  security_schema: { two_factor_required: false, level: 'none', channel: 'sms', confirmed: false },
};

beforeEach(() => {
  server.use(
    http.options(PROFILE, () => HttpResponse.json(NO_CODE_NEEDED)),
    http.get(PROFILE, () => HttpResponse.json(testProfile({ marketing_opt_out: false }))),
  );
});

function openSettings() {
  session.signIn('key-settings-02');
  return renderApp({ url: '/account/settings/' });
}

describe('settings: marketing opt-out', () => {
  it('saves as soon as it is switched and says so', async () => {
    serveNotificationSettings();
    serveSessions();
    const patches: unknown[] = [];
    server.use(
      http.patch('*/api/profiles/my/misc/', async ({ request }) => {
        const body = (await request.json()) as { marketing_opt_out: boolean };
        patches.push(body);
        return HttpResponse.json(body);
      }),
    );
    const { user } = openSettings();
    const toggle = (await screen.findByRole('switch', OPT_OUT)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);

    await user.click(toggle);
    expect((await screen.findByRole('status')).textContent).toContain(Messages.settingsSaved);
    expect(toggle.checked).toBe(true);
    expect(patches).toEqual([{ marketing_opt_out: true }]);
  });

  it('says something went wrong and leaves the switch as it was when saving fails', async () => {
    serveNotificationSettings();
    serveSessions();
    server.use(
      http.patch('*/api/profiles/my/misc/', () =>
        HttpResponse.json({ detail: 'Boom', code: 'server_error' }, { status: 500 }),
      ),
    );
    const { user, location } = openSettings();
    const toggle = (await screen.findByRole('switch', OPT_OUT)) as HTMLInputElement;
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.somethingWentWrongTryAgain);
    expect(toggle.checked).toBe(false);
    expect(location().pathname).toBe('/account/settings/');
  });
});

describe('settings: notification settings', () => {
  it('shows E-mail and SMS for each setting and saves them together', async () => {
    const saved = serveNotificationSettings();
    serveSessions();
    const { user } = openSettings();

    const news = await screen.findByRole('group', { name: 'Product news and offers' });
    const reports = screen.getByRole('group', { name: 'Statements and reports' });
    expect((within(news).getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement).checked).toBe(true);
    expect((within(news).getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).checked).toBe(false);

    await user.click(within(news).getByRole('checkbox', { name: 'E-mail' }));
    await user.click(within(reports).getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect((await screen.findByRole('status')).textContent).toContain(Messages.settingsSaved);
    expect(saved).toEqual([
      [
        { id: 1, send_email: true, send_sms: true },
        { id: 2, send_email: true, send_sms: true },
        { id: 3, send_email: true, send_sms: false },
        { id: 4, send_email: false, send_sms: false },
      ],
    ]);
  });

  it('keeps one channel ticked on a required setting', async () => {
    serveNotificationSettings();
    serveSessions();
    const { user } = openSettings();
    const security = await screen.findByRole('group', { name: 'Account activity and security' });
    const email = within(security).getByRole('checkbox', { name: 'E-mail' }) as HTMLInputElement;
    const sms = within(security).getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement;
    expect(within(security).getByText('Required: keep e-mail, SMS or both.')).toBeTruthy();

    await user.click(sms);
    expect(sms.checked).toBe(false);
    // E-mail is now the only channel left: it cannot be taken away.
    expect(email.checked).toBe(true);
    expect(email.disabled).toBe(true);
    await user.click(sms);
    expect(email.disabled).toBe(false);
  });

  it('shows the server’s rule on the row it concerns and keeps what was ticked', async () => {
    serveNotificationSettings({
      bulk: () =>
        HttpResponse.json(
          {
            field_errors: {
              '0.send_email': [NotificationSettingMessages.requiredChannel('Account activity and security')],
            },
            non_field_errors: [],
          },
          { status: 400 },
        ),
    });
    serveSessions();
    const { user } = openSettings();
    const news = await screen.findByRole('group', { name: 'Product news and offers' });
    await user.click(within(news).getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    const security = screen.getByRole('group', { name: 'Account activity and security' });
    expect(
      await within(security).findByText(NotificationSettingMessages.requiredChannel('Account activity and security')),
    ).toBeTruthy();
    expect((within(news).getByRole('checkbox', { name: 'SMS' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says something went wrong when the save fails for another reason', async () => {
    serveNotificationSettings({
      bulk: () => HttpResponse.json({ detail: 'Boom', code: 'server_error' }, { status: 500 }),
    });
    serveSessions();
    const { user, location } = openSettings();
    await screen.findByRole('group', { name: 'Product news and offers' });
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.somethingWentWrongTryAgain);
    expect(location().pathname).toBe('/account/settings/');
  });
});

describe('settings: signed-in devices', () => {
  const phone = testSession({
    id: 2,
    is_current: false,
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ip_address: '198.51.100.7',
  });
  const laptop = testSession({
    id: 3,
    is_current: false,
    user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0',
    ip_address: '192.0.2.44',
  });

  it('lists each device in plain words, this one marked, and signs one out', async () => {
    serveNotificationSettings();
    const ended = serveSessions([testSession(), phone, laptop]);
    const { user } = openSettings();

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/ on /)[0]!.textContent)).toEqual([
      'Chrome on Windows',
      'Safari on iOS',
      'Firefox on macOS',
    ]);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(rows[1]!).getByText(/198\.51\.100\.7 · Last active \d\d:\d\d 12 Mar 2026/)).toBeTruthy();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByRole('status')).textContent).toContain('The session has been ended.');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).queryByText('Safari on iOS')).toBeNull();
    expect(ended).toEqual([2]);
  });

  it('signs out every other device at once', async () => {
    serveNotificationSettings();
    const ended = serveSessions([testSession(), phone, laptop]);
    const { user } = openSettings();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('This device')).toBeTruthy();
    expect(ended).toEqual(['others']);
    expect((screen.getByRole('button', { name: 'Sign out all other devices' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
