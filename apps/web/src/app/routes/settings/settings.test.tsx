import { AuthMessages, ErrorCode, Messages, type SecuritySchemaResponse } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { serveNotificationSettings, serveSessions } from '../../../testing/settings';
import { CONFIRM_ACTION_CODE, serveCodeRequests } from '../../../testing/two-factor';

const PROFILE = '*/api/profiles/my/';

// The page also lists notification settings and signed-in devices.
beforeEach(() => {
  serveNotificationSettings();
  serveSessions();
});
const SWITCH = { name: 'Login two-factor authentication' };

function securitySchema(overrides: Partial<SecuritySchemaResponse['security_schema']> = {}): SecuritySchemaResponse {
  return {
    security_schema: { two_factor_required: true, level: 'system', channel: 'sms', confirmed: false, ...overrides },
  };
}

/** The profile endpoint as the server has it: OPTIONS, GET and PATCH over one stored profile. */
function serveProfile(
  options: {
    schema?: SecuritySchemaResponse | (() => Response);
    patch?: () => Response;
    profile?: Parameters<typeof testProfile>[0];
  } = {},
) {
  let profile = testProfile({ login_two_factor_auth_enabled: false, ...options.profile });
  const patches: unknown[] = [];
  server.use(
    http.options(PROFILE, () => {
      const schema = options.schema ?? securitySchema({ confirmed: true });
      return typeof schema === 'function' ? schema() : HttpResponse.json(schema);
    }),
    http.get(PROFILE, () => HttpResponse.json(profile)),
    http.patch(PROFILE, async ({ request }) => {
      const body = (await request.json()) as { login_two_factor_auth_enabled: boolean };
      patches.push(body);
      if (options.patch) return options.patch();
      profile = { ...profile, ...body };
      return HttpResponse.json(profile);
    }),
  );
  return patches;
}

function openSettings() {
  session.signIn('key-settings-01');
  return renderApp({ url: '/account/settings/' });
}

describe('two-factor guard on the settings page', () => {
  it('asks for an action code on the schema’s channel first, then shows the page', async () => {
    const sent = serveCodeRequests({ reason: 'action' });
    serveProfile({ schema: securitySchema({ confirmed: false }) });
    let confirmedWith: unknown;
    server.use(
      http.post(CONFIRM_ACTION_CODE, async ({ request }) => {
        confirmedWith = await request.json();
        return HttpResponse.json({ detail: AuthMessages.codeConfirmed });
      }),
    );
    const { user } = openSettings();

    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(screen.queryByRole('switch', SWITCH)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(await screen.findByRole('switch', SWITCH)).toBeTruthy();
    expect(confirmedWith).toEqual({ code: '246810' });
    expect(sent).toEqual([{ channel: 'sms' }]);
  });

  it('shows the page at once when no code is needed', async () => {
    serveProfile({ schema: securitySchema({ two_factor_required: false, level: 'none' }) });
    openSettings();
    expect(await screen.findByRole('switch', SWITCH)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: Messages.enterYourCode })).toBeNull();
  });

  it('shows the page anyway when the check itself fails', async () => {
    serveProfile({ schema: () => HttpResponse.json({ detail: 'Boom', code: 'server_error' }, { status: 500 }) });
    const { location } = openSettings();
    expect(await screen.findByRole('switch', SWITCH)).toBeTruthy();
    expect(location().pathname).toBe('/account/settings/');
  });
});

describe('settings: login two-factor switch', () => {
  it('saves at once; turning it on shows the success dialog, off a toast', async () => {
    const patches = serveProfile();
    const { user } = openSettings();
    const toggle = (await screen.findByRole('switch', SWITCH)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: Messages.successTitle });
    expect(within(dialog).getByText(Messages.settingsSaved)).toBeTruthy();
    expect(toggle.checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: Messages.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(toggle);
    expect((await screen.findByRole('status')).textContent).toContain(Messages.settingsSaved);
    expect(toggle.checked).toBe(false);
    expect(patches).toEqual([{ login_two_factor_auth_enabled: true }, { login_two_factor_auth_enabled: false }]);
  });

  it('keeps a staff member’s switch on and says why', async () => {
    const patches = serveProfile({ profile: { is_staff: true, login_two_factor_auth_enabled: true } });
    openSettings();
    const toggle = (await screen.findByRole('switch', SWITCH)) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(
      AuthMessages.staffKeepTwoFactor,
    );
    expect(patches).toEqual([]);
  });

  it('says so when saving fails, and the switch stays as it was', async () => {
    serveProfile({ patch: () => HttpResponse.json({ detail: 'Boom', code: 'server_error' }, { status: 500 }) });
    const { user, location } = openSettings();
    const toggle = (await screen.findByRole('switch', SWITCH)) as HTMLInputElement;
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain(Messages.somethingWentWrongTryAgain);
    expect(toggle.checked).toBe(false);
    expect(location().pathname).toBe('/account/settings/');
  });

  it('asks for a new code when the server says the last one no longer counts', async () => {
    serveCodeRequests({ reason: 'action' });
    serveProfile({
      patch: () =>
        HttpResponse.json(
          {
            detail: 'Please confirm this change with the code we send you.',
            code: ErrorCode.actionConfirmationRequired,
          },
          { status: 403 },
        ),
    });
    const { user, location } = openSettings();
    await user.click(await screen.findByRole('switch', SWITCH));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(location().pathname).toBe('/account/settings/');
  });
});
