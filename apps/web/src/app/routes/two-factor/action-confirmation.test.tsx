import { AuthMessages, Messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { CONFIRM_ACTION_CODE, serveCodeRequests } from '../../../testing/two-factor';

describe('two-factor routes', () => {
  it('action confirmation: sends on the route’s channel, takes the code, returns to redirect_url', async () => {
    const sent = serveCodeRequests({ channel: 'email', destination: 'investor@example.com', reason: 'action' });
    server.use(http.post(CONFIRM_ACTION_CODE, () => HttpResponse.json({ detail: AuthMessages.codeConfirmed })));
    session.signIn('key-action-01');
    const { user, location } = renderApp({
      url: '/two-factor-authentication/email/action-confirmation/?redirect_url=%2Fdocuments%2F',
    });

    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(await screen.findByText('investor@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/documents/');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(location().pathname).toBe('/documents/');
    expect(sent).toEqual([{ channel: 'email' }]);
  });

  it('check required confirmation: goes straight on when no code is needed', async () => {
    server.use(
      http.options('*/api/profiles/my/', () =>
        HttpResponse.json({
          security_schema: { two_factor_required: false, level: 'none', channel: 'sms', confirmed: false },
        }),
      ),
    );
    session.signIn('key-action-02');
    const { location } = renderApp({
      url: '/two-factor-authentication/sms/check-required-confirmation/?redirect_url=%2Freports%2F',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(location().pathname).toBe('/reports/');
  });
});
