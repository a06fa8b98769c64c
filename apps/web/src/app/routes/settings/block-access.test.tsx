import { AuthMessages, ContactChangeMessages, Messages } from '@portal/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const BLOCK = '*/api/profiles/block-access/';
const PASSWORD = 'Right-Password-1!';

function serveBlock() {
  const sent: unknown[] = [];
  server.use(
    http.post(BLOCK, async ({ request }) => {
      const body = (await request.json()) as { password: string };
      sent.push(body);
      return body.password === PASSWORD
        ? HttpResponse.json({ detail: ContactChangeMessages.accessBlocked })
        : HttpResponse.json(
            { field_errors: { password: [AuthMessages.wrongPassword] }, non_field_errors: [] },
            { status: 400 },
          );
    }),
  );
  return sent;
}

function openBlockAccess() {
  session.signIn('key-block-01');
  return renderApp({ url: '/account/block-account/' });
}

describe('block access (the Block account screen)', () => {
  it('warns first, then asks for the password; a wrong one shows on its field with what was typed', async () => {
    const sent = serveBlock();
    const { user } = openBlockAccess();
    await screen.findByRole('heading', { level: 1, name: 'Block account' });
    expect(screen.getByText(/signs you out on every device at once/)).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Block my account' }));
    expect(await screen.findByText(Messages.fieldRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(password, 'Wrong-Password-1!');
    await user.click(screen.getByRole('button', { name: 'Block my account' }));
    const message = await screen.findByText(AuthMessages.wrongPassword);
    expect(password.getAttribute('aria-describedby')).toBe(message.id);
    expect(password.value).toBe('Wrong-Password-1!');
    expect(session.isSignedIn()).toBe(true);
  });

  it('blocks, signs out and ends on the account-blocked page', async () => {
    const sent = serveBlock();
    const { user, location } = openBlockAccess();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Block my account' }));

    expect(await screen.findByText(Messages.accountBlocked)).toBeTruthy();
    expect(location().pathname).toBe('/account-blocked/');
    expect(session.isSignedIn()).toBe(false);
    expect(sent).toEqual([{ password: PASSWORD }]);
  });

  it('Back returns to the warning and Cancel leaves without blocking', async () => {
    const sent = serveBlock();
    const { user } = openBlockAccess();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    // Cancel goes back to the settings (not followed here: that page has calls of its own).
    expect((await screen.findByRole('link', { name: 'Cancel' })).getAttribute('href')).toBe('/account/settings/');
    expect(sent).toEqual([]);
    expect(session.isSignedIn()).toBe(true);
  });
});
