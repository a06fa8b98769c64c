import { Messages, type SecondaryInvite } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testSecondaryInvite } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const TOKEN = 'demo-joint-holder-invitation-token-00000001';
const URL = `/invitation-secondary/${TOKEN}/`;
const INVITE = `*/api/auth/secondary-users-invites/${TOKEN}/`;
const PASSWORD = 'Joint-Holder-2026!';
const TERMS = 'I have read and accept the terms and conditions and the privacy policy';

function serveInvite(invite: SecondaryInvite) {
  let current = invite;
  server.use(http.get(INVITE, () => HttpResponse.json(current)));
  return { set: (next: SecondaryInvite) => (current = next) };
}

describe('secondary invitation', () => {
  it('welcome names who invites to which account; the terms must be ticked to go on', async () => {
    serveInvite(testSecondaryInvite());
    let accepted = 0;
    server.use(
      http.post(`${INVITE}accept_toc/`, () => {
        accepted += 1;
        return HttpResponse.json(testSecondaryInvite({ step: 'password_reset', terms_accepted: true }));
      }),
    );
    const { user } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jordan' })).toBeTruthy();
    expect(screen.getByText('Olivia Bennett')).toBeTruthy();
    expect(screen.getByText(/as a joint holder/)).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Accept and continue' });
    expect(accept).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(accept);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
    expect(accepted).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', true);
  });

  it('a 403 on set-password opens the Forbidden modal with the admin contact, keeping what was typed', async () => {
    serveInvite(testSecondaryInvite({ step: 'password_reset', terms_accepted: true }));
    server.use(
      http.post(`${INVITE}set-password/`, () =>
        HttpResponse.json(
          {
            detail: 'You are already registered with this e-mail address.',
            code: 'permission_denied',
            admin_email: 'admin@harbour.example',
          },
          { status: 403 },
        ),
      ),
    );
    const { user, location } = renderApp({ url: URL });
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    await user.click(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }),
    );
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.forbiddenTitle });
    expect(within(dialog).getByText('You are already registered with this e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText(/Please, contact admin at/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'admin@harbour.example' }).getAttribute('href')).toBe(
      'mailto:admin@harbour.example',
    );
    await user.click(within(dialog).getByRole('button', { name: Messages.ok }));
    expect(location().pathname).toBe(URL);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(PASSWORD);
  });

  it('without an admin contact the modal says Oops something went wrong', async () => {
    serveInvite(testSecondaryInvite({ step: 'password_reset', terms_accepted: true }));
    server.use(
      http.post(`${INVITE}set-password/`, () =>
        HttpResponse.json({ detail: 'Refused.', code: 'permission_denied', admin_email: null }, { status: 403 }),
      ),
    );
    const { user } = renderApp({ url: URL });
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    await user.click(
      screen.getByRole('checkbox', { name: 'I agree to the terms and conditions and the privacy policy' }),
    );
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.forbiddenTitle });
    expect(within(dialog).getByText(Messages.forbiddenFallback)).toBeTruthy();
  });

  it('the SMS code signs the person in and leads to the tax details form', async () => {
    const invite = serveInvite(testSecondaryInvite({ step: 'confirm_phone_number', terms_accepted: true }));
    let sent: unknown;
    server.use(
      http.post(`${INVITE}confirm-phone-number/`, async ({ request }) => {
        sent = await request.json();
        const next = testSecondaryInvite({ step: 'fill_individual_tax', terms_accepted: true });
        invite.set(next);
        return HttpResponse.json({ key: 'k'.repeat(43), invite: next });
      }),
      http.get('*/api/profiles/individual-tax/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    const { user, location } = renderApp({ url: URL });
    expect(await screen.findByText('0400 000 002')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /code/i }), '123456');
    await user.click(screen.getByRole('button', { name: /verify/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax details' })).toBeTruthy();
    expect(sent).toEqual({ email: 'joint.holder@example.com', phone_number: '0400000002', code: '123456' });
    expect(session.isSignedIn()).toBe(true);
    expect(location().pathname).toBe('/account-new/individual-tax');
  });

  it('the tax form shows each rule on its field and returns to the invitation once saved', async () => {
    session.signIn('k'.repeat(43));
    const invite = serveInvite(testSecondaryInvite({ step: 'fill_individual_tax', terms_accepted: true }));
    let saved: unknown;
    server.use(
      http.get('*/api/profiles/individual-tax/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
      http.post('*/api/profiles/individual-tax/', async ({ request }) => {
        saved = await request.json();
        invite.set(testSecondaryInvite({ step: 'ready_for_acceptance', terms_accepted: true }));
        return HttpResponse.json({
          id: 1,
          has_not_tfn: false,
          tfn_masked: '******782',
          is_australian_tax_resident: true,
          is_other_country_tax_resident: false,
          tin: '',
          country_of_residence: '',
          can_edit: true,
        });
      }),
    );
    const { user, location } = renderApp({ url: `/account-new/individual-tax?secondary_invite=${TOKEN}` });
    const tfn = await screen.findByRole('textbox', { name: 'Tax file number (TFN)' });
    await user.type(tfn, '123 456 789');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByText('is not valid')).toBeTruthy());
    expect(screen.getAllByText(Messages.fieldRequired)).toHaveLength(2);
    await user.clear(tfn);
    await user.type(tfn, '123 456 782');
    const australian = screen.getByRole('radiogroup', { name: 'Are you an Australian resident for tax purposes?' });
    await user.click(within(australian).getByRole('radio', { name: 'Yes' }));
    const other = screen.getByRole('radiogroup', { name: 'Are you a resident of another country for tax purposes?' });
    await user.click(within(other).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Jordan' })).toBeTruthy();
    expect(location().pathname).toBe(URL);
    expect(saved).toMatchObject({
      tfn: '123456782',
      is_australian_tax_resident: true,
      is_other_country_tax_resident: false,
    });
  });

  it('Finish later leaves the steps for a screen that says how to come back, and Continue now returns', async () => {
    session.signIn('k'.repeat(43));
    serveInvite(testSecondaryInvite({ step: 'fill_individual_tax', terms_accepted: true }));
    server.use(
      http.get('*/api/profiles/individual-tax/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    const { user, location } = renderApp({ url: `/account-new/individual-tax?secondary_invite=${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: 'Tax details' });
    await user.click(screen.getByRole('link', { name: Messages.finishLater }));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.finishLater })).toBeTruthy();
    expect(screen.getByText(/open the link in your invitation e-mail again/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continue now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax details' })).toBeTruthy();
    expect(location().search).toBe(`?secondary_invite=${TOKEN}`);
  });

  it('the details screens reached from the menu offer no Finish later', async () => {
    session.signIn('k'.repeat(43));
    server.use(
      http.get('*/api/profiles/individual-tax/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderApp({ url: '/account-new/individual-tax' });
    await screen.findByRole('heading', { level: 1, name: 'Tax details' });
    expect(screen.queryByRole('link', { name: Messages.finishLater })).toBeNull();
  });

  it('someone already registered signs in first, then accepts', async () => {
    serveInvite(testSecondaryInvite({ step: 'activation', existing_user: true, terms_accepted: true }));
    const first = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(new URLSearchParams(first.location().search).get('redirect_url')).toBe(URL);
    first.unmount();

    session.signIn('k'.repeat(43));
    let body: unknown;
    server.use(
      http.post(
        '*/api/auth/secondary-users-invites/8a4f1c2e-7b3d-4e9a-8c5f-1d2e3f4a5b6c/activate/',
        async ({ request }) => {
          body = await request.json();
          return HttpResponse.json(testSecondaryInvite({ step: 'ready_for_acceptance', terms_accepted: true }));
        },
      ),
    );
    const { user } = renderApp({ url: URL });
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Jordan' })).toBeTruthy();
    expect(body).toEqual({ token: TOKEN });
  });

  it('expired and unknown links say so', async () => {
    serveInvite(testSecondaryInvite({ step: 'expired' }));
    const first = renderApp({ url: URL });
    expect(await screen.findByText(Messages.invitationExpired)).toBeTruthy();
    first.unmount();
    server.use(http.get(INVITE, () => HttpResponse.json({ detail: 'x', code: 'not_found' }, { status: 404 })));
    renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation does not exist' })).toBeTruthy();
  });
});
