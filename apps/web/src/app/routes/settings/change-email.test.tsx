import { AuthMessages, ContactChangeMessages, Messages, type SecuritySchemaResponse } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const PASSWORD = 'Right-Password-1!';
const NEW_EMAIL = 'ivy.new@example.com';
const DONE = '/dashboard/';
const confirmed: SecuritySchemaResponse = {
  security_schema: { two_factor_required: true, level: 'system', channel: 'sms', confirmed: true },
};

/** The change-e-mail calls as the server answers them; returns what was sent to each. */
function serveChangeEmail() {
  const sent = { change: [] as unknown[], confirm: [] as unknown[], link: [] as unknown[] };
  server.use(
    http.options('*/api/profiles/change-email-address/', () => HttpResponse.json(confirmed)),
    http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile())),
    http.post('*/api/profiles/change-email-address/', async ({ request }) => {
      const body = (await request.json()) as { new_email: string; password: string };
      sent.change.push(body);
      if (body.password !== PASSWORD) {
        return HttpResponse.json(
          { field_errors: { password: [AuthMessages.wrongPassword] }, non_field_errors: [] },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        detail: ContactChangeMessages.emailCodeSent(body.new_email),
        new_email: body.new_email,
      });
    }),
    http.post('*/api/profiles/confirm-email-address-by-code/', async ({ request }) => {
      sent.confirm.push(await request.json());
      return HttpResponse.json({ detail: ContactChangeMessages.emailChanged(NEW_EMAIL), email: NEW_EMAIL });
    }),
    http.post('*/api/profiles/confirm-email-address-by-link/', async ({ request }) => {
      sent.link.push(await request.json());
      return HttpResponse.json({ detail: ContactChangeMessages.emailChanged(NEW_EMAIL), email: NEW_EMAIL });
    }),
  );
  return sent;
}

describe('change e-mail address', () => {
  it('shows a wrong password on its field and keeps the address typed', async () => {
    const sent = serveChangeEmail();
    session.signIn('key-change-email-01');
    const { user } = renderApp({ url: `/account/change-email/?redirect_url=${DONE}` });
    const address = (await screen.findByRole('textbox', { name: 'New e-mail address' })) as HTMLInputElement;
    await user.type(address, NEW_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'Wrong-Password-1!');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const message = await screen.findByText(AuthMessages.wrongPassword);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(message.id);
    expect(address.value).toBe(NEW_EMAIL);
    expect(sent.change).toEqual([{ new_email: NEW_EMAIL, password: 'Wrong-Password-1!', confirmation_type: 'code' }]);
  });

  it('sends a code to the new address, then confirms it and says so', async () => {
    const sent = serveChangeEmail();
    session.signIn('key-change-email-02');
    const { user, location } = renderApp({ url: `/account/change-email/?redirect_url=${DONE}` });
    await user.type(await screen.findByRole('textbox', { name: 'New e-mail address' }), NEW_EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(NEW_EMAIL)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.successTitle });
    expect(within(dialog).getByText(ContactChangeMessages.emailChanged(NEW_EMAIL))).toBeTruthy();
    expect(sent.confirm).toEqual([{ code: '246810' }]);
    await user.click(within(dialog).getByRole('button', { name: Messages.ok }));
    await waitFor(() => expect(location().pathname).toBe(DONE));
  });

  it('confirms the e-mailed link from its token', async () => {
    const sent = serveChangeEmail();
    session.signIn('key-change-email-03');
    renderApp({ url: '/account/change-email/?token=link-token-0123456789abcdef' });
    expect(await screen.findByText(ContactChangeMessages.emailChanged(NEW_EMAIL))).toBeTruthy();
    expect(sent.link).toEqual([{ token: 'link-token-0123456789abcdef' }]);
  });
});
