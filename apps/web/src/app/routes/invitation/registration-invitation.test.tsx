import { AuthMessages, ErrorCode, INVITATION_API_VERSION, Messages, type RegistrationInvite } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testInvite, testTenant } from '../../../testing/fixtures';
import { serveIdentityLookups } from '../../../testing/identity';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const UUID = testInvite().uuid;
const URL = `/invitation/${UUID}/`;
const INVITE = `*/api/auth/registration-invites/${UUID}/`;
const WIZARD = `*/api/auth/wizard/${UUID}`;
const PASSWORD = 'Invited-Investor-2026!';
const TERMS = 'I agree to the terms and conditions and the privacy policy';
const INVITE_TERMS = 'I have read and accept the terms and conditions and the privacy policy';

/** GET answers `invite`; the test changes it as the server would after each step. */
function serveInvite(invite: RegistrationInvite) {
  let current = invite;
  server.use(http.get(INVITE, () => HttpResponse.json(current)));
  return { set: (next: RegistrationInvite) => (current = next) };
}

function fieldMessageOf(field: HTMLElement): string | null | undefined {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

const fieldError = (body: Record<string, string[]>) =>
  HttpResponse.json({ field_errors: body, non_field_errors: [] }, { status: 400 });

describe('registration invitation: what the server says', () => {
  it('expired: the document’s sentence and a button back to login', async () => {
    serveInvite(testInvite({ registration_step: 'expired' }));
    const { user, location } = renderApp({ url: URL });
    expect(await screen.findByText(Messages.invitationExpired)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
  });

  it('an unknown invitation says it does not exist', async () => {
    server.use(
      http.get(INVITE, () =>
        HttpResponse.json({ detail: 'This invitation does not exist.', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation does not exist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeTruthy();
  });

  it('a step this build does not know: Invalid invite step', async () => {
    server.use(http.get(INVITE, () => HttpResponse.json({ ...testInvite(), registration_step: 'teleport' })));
    renderApp({ url: URL });
    expect(await screen.findByText(Messages.invalidInviteStep)).toBeTruthy();
  });

  it('past sign-up, a signed-out visitor signs in first and comes back to the invitation', async () => {
    serveInvite(testInvite({ registration_step: 'personal_details', email_verified: true, phone_verified: true }));
    const { location } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
    expect(new URLSearchParams(location().search).get('redirect_url')).toBe(URL);
  });

  it('welcome names the application and account, tells the server it was opened, and asks for the terms', async () => {
    serveInvite(testInvite({ account_name: 'Ivy Super Fund', account_type: 'smsf' }));
    let opened = 0;
    const accepts: Array<string | null> = [];
    server.use(
      http.post(`${INVITE}invite-opened/`, () => {
        opened += 1;
        return HttpResponse.json(testInvite());
      }),
      http.post(`${INVITE}accept-toc/`, ({ request }) => {
        accepts.push(request.headers.get('Accept'));
        return HttpResponse.json(testInvite({ registration_step: 'enter_code' }));
      }),
    );
    const { user } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Harbour Private Wealth' })).toBeTruthy();
    expect(screen.getByText('Ivy Super Fund')).toBeTruthy();
    await waitFor(() => expect(opened).toBe(1));

    // Not before the terms are accepted; both documents open from the label.
    const accept = screen.getByRole('button', { name: 'Accept and continue' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'privacy policy' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: INVITE_TERMS }));
    expect(accept.hasAttribute('disabled')).toBe(false);
    await user.click(accept);

    expect(await screen.findByRole('textbox', { name: 'Invitation code' })).toBeTruthy();
    // Accept terms carries the version header, as invitation details do (document 1 §7).
    expect(accepts).toEqual([`application/json; version=${INVITATION_API_VERSION}`]);
    expect(opened).toBe(1);
  });

  it('unticking the terms disables the button again, and nothing is sent', async () => {
    serveInvite(testInvite());
    let accepted = 0;
    server.use(
      http.post(`${INVITE}invite-opened/`, () => HttpResponse.json(testInvite())),
      http.post(`${INVITE}accept-toc/`, () => {
        accepted += 1;
        return HttpResponse.json(testInvite({ registration_step: 'enter_code' }));
      }),
    );
    const { user } = renderApp({ url: URL });
    const terms = await screen.findByRole('checkbox', { name: INVITE_TERMS });
    await user.click(terms);
    await user.click(terms);
    expect(screen.getByRole('button', { name: 'Accept and continue' }).hasAttribute('disabled')).toBe(true);
    expect(accepted).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Harbour Private Wealth' })).toBeTruthy();
  });

  it('asks for the invitation with the version header (document 1 §7)', async () => {
    const accepts: Array<string | null> = [];
    server.use(
      http.get(INVITE, ({ request }) => {
        accepts.push(request.headers.get('Accept'));
        return HttpResponse.json(testInvite());
      }),
      http.post(`${INVITE}invite-opened/`, () => HttpResponse.json(testInvite())),
    );
    renderApp({ url: URL });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Harbour Private Wealth' });
    expect(accepts[0]).toBe(`application/json; version=${INVITATION_API_VERSION}`);
  });
});

describe('registration invitation: the code', () => {
  it('checks the 12 digits in the browser, puts the server’s answer on the field and keeps what was typed', async () => {
    serveInvite(testInvite({ registration_step: 'enter_code' }));
    const sent: unknown[] = [];
    server.use(
      http.post(`${INVITE}activate-invite/`, async ({ request }) => {
        sent.push(await request.json());
        return fieldError({ code: [AuthMessages.invalidCode] });
      }),
    );
    const { user } = renderApp({ url: URL });
    const field = await screen.findByRole('textbox', { name: 'Invitation code' });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(Messages.formatNotValid('Code'))).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '1234 5678 9012');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(AuthMessages.invalidCode);
    expect(fieldMessageOf(field)).toBe(AuthMessages.invalidCode);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('1234 5678 9012');
    expect(sent).toEqual([{ code: '123456789012' }]);
  });

  it('an invitation withdrawn meanwhile (410) is read again and shows as expired', async () => {
    const invite = serveInvite(testInvite({ registration_step: 'enter_code' }));
    server.use(
      http.post(`${INVITE}activate-invite/`, () => {
        invite.set(testInvite({ registration_step: 'expired' }));
        return HttpResponse.json(
          { code: 'invite_expired', detail: 'This invitation can no longer be used.' },
          { status: 410 },
        );
      }),
    );
    const { user } = renderApp({ url: URL });
    await user.type(await screen.findByRole('textbox', { name: 'Invitation code' }), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(Messages.invitationExpired)).toBeTruthy();
  });

  it('the fifth wrong code goes to the Sorry! page', async () => {
    serveInvite(testInvite({ registration_step: 'enter_code' }));
    server.use(
      http.post(`${INVITE}activate-invite/`, () =>
        HttpResponse.json(
          { code: ErrorCode.maxVerificationLimitReached, detail: AuthMessages.maxVerificationLimit },
          { status: 403 },
        ),
      ),
    );
    const { user, location } = renderApp({ url: URL });
    await user.type(await screen.findByRole('textbox', { name: 'Invitation code' }), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(AuthMessages.maxVerificationLimit)).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/error-page/'));
  });
});

describe('registration invitation: sign-up', () => {
  it('shows the invitation’s e-mail and mobile read-only, ticks the checklist live and requires the terms', async () => {
    serveInvite(testInvite({ registration_step: 'sign_up' }));
    let calls = 0;
    server.use(
      http.post(`${WIZARD}/sign-up/`, () => {
        calls += 1;
        return HttpResponse.json(testInvite({ registration_step: 'sign_up' }));
      }),
    );
    const { user } = renderApp({ url: URL });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect((email as HTMLInputElement).value).toBe('new.investor@example.com');
    expect((mobile as HTMLInputElement).value).toBe('0400 000 001');
    expect(email.hasAttribute('readonly')).toBe(true);
    expect(mobile.hasAttribute('readonly')).toBe(true);

    expect(screen.getByRole('status').textContent).toBe('0 of 6 password requirements met');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    expect(screen.getByRole('status').textContent).toBe('5 of 6 password requirements met');
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    expect(screen.getByRole('status').textContent).toBe('6 of 6 password requirements met');

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const terms = screen.getByRole('checkbox', { name: TERMS });
    await waitFor(() => expect(fieldMessageOf(terms)).toBe(Messages.fieldRequired));
    expect(calls).toBe(0);
  });

  it('puts the server’s field errors on their fields and keeps what was typed', async () => {
    serveInvite(testInvite({ registration_step: 'sign_up' }));
    const sent: unknown[] = [];
    server.use(
      http.post(`${WIZARD}/sign-up/`, async ({ request }) => {
        sent.push(await request.json());
        return fieldError({
          email: ['An account with this e-mail address already exists. Please sign in instead.'],
          password1: ['This password is too common.'],
        });
      }),
    );
    const { user } = renderApp({ url: URL });
    const password = await screen.findByLabelText('Password');
    await user.type(password, PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('checkbox', { name: 'I do not want to receive marketing communications' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await screen.findByText('This password is too common.');
    expect(fieldMessageOf(screen.getByRole('textbox', { name: 'Email' }))).toBe(
      'An account with this e-mail address already exists. Please sign in instead.',
    );
    expect(fieldMessageOf(password)).toBe('This password is too common.');
    expect((password as HTMLInputElement).value).toBe(PASSWORD);
    expect(sent).toEqual([
      {
        email: 'new.investor@example.com',
        phone_number: '0400000001',
        password1: PASSWORD,
        password2: PASSWORD,
        agreement_terms_and_policy: true,
        marketing_opt_out: true,
        password_check_list: {
          minLength: true,
          uppercase: true,
          lowercase: true,
          digit: true,
          special: true,
          matches: true,
        },
      },
    ]);
  });

  it('a server failure says to try later or write to the application’s support, and keeps what was typed', async () => {
    serveInvite(testInvite({ registration_step: 'sign_up' }));
    server.use(
      http.post(`${WIZARD}/sign-up/`, () =>
        HttpResponse.json({ detail: 'A server error occurred.', code: ErrorCode.serverError }, { status: 500 }),
      ),
    );
    const { user } = renderApp({ url: URL });
    const password = await screen.findByLabelText('Password');
    await user.type(password, PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(Messages.unexpectedError(testTenant().configuration.support_email))).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe(PASSWORD);
  });

  it('then the e-mail code, then the SMS code, and the new user is signed in on the next step', async () => {
    const invite = serveInvite(testInvite({ registration_step: 'sign_up' }));
    const codes: unknown[] = [];
    server.use(
      http.post(`${WIZARD}/sign-up/`, () => HttpResponse.json(testInvite({ registration_step: 'sign_up' }))),
      http.post(`${WIZARD}/confirm-email-address-by-code/`, async ({ request }) => {
        codes.push(await request.json());
        const next = testInvite({ registration_step: 'confirm_phone_number', email_verified: true });
        invite.set(next);
        return HttpResponse.json(next);
      }),
      http.post(`${WIZARD}/confirm-phone-number/`, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        if (body.code !== '654321') return fieldError({ code: [AuthMessages.invalidCode] });
        const next = testInvite({ registration_step: 'personal_details', email_verified: true, phone_verified: true });
        invite.set(next);
        return HttpResponse.json({ key: 'new-user-key', invite: next });
      }),
    );
    const { user, location } = renderApp({ url: URL });
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Repeat password'), PASSWORD);
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    // The e-mail code, with its resend countdown already running.
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeTruthy();
    expect(screen.getByText('new.investor@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Resend code in / }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Change e-mail' })).toBeTruthy();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(verify);

    // The SMS code to the formatted mobile.
    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(screen.getByText('0400 000 001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeTruthy();
    const smsField = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(smsField, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(AuthMessages.invalidCode);
    expect(session.get().token).toBeNull();

    // The personal-details form the next step opens: nothing entered yet.
    serveIdentityLookups();
    server.use(
      http.get('*/api/profiles/personal-details/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    await user.clear(smsField);
    await user.type(smsField, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeTruthy();
    expect(location().pathname).toBe('/account-new/personal-details');
    // It carries the invitation, so saving returns to it for the server's next step.
    expect(location().search).toBe(`?invite_uuid=${testInvite().uuid}`);
    expect(session.get().token).toBe('new-user-key');
    expect(codes).toEqual([{ code: '123456' }]);
  });

  it('a reload after sign-up comes back to the e-mail code, and the address can be corrected', async () => {
    localStorage.setItem(`portal.invite.${UUID}.signed_up`, 'true');
    serveInvite(testInvite({ registration_step: 'sign_up' }));
    let changedTo: unknown;
    server.use(
      http.post(`${WIZARD}/change-email-address-from-invite/`, async ({ request }) => {
        changedTo = await request.json();
        return HttpResponse.json(testInvite({ registration_step: 'sign_up', email: 'fixed@example.com' }));
      }),
    );
    const { user } = renderApp({ url: URL });
    await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' });
    // Nothing was sent in this page view: Resend is offered at once.
    expect(screen.getByRole('button', { name: Messages.resendCode }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'New e-mail address' }), 'fixed@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('fixed@example.com')).toBeTruthy();
    expect(changedTo).toEqual({ email: 'fixed@example.com' });
    expect(screen.getByRole('button', { name: /^Resend code in / }).hasAttribute('disabled')).toBe(true);
  });

  it('a refused resend shows the server’s detail and counts down from Retry-After', async () => {
    serveInvite(testInvite({ registration_step: 'confirm_phone_number', email_verified: true }));
    let sent: unknown;
    server.use(
      http.post(`${WIZARD}/resend-phone-number-confirmation-from-invite/`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { detail: AuthMessages.resendTooSoon(30), code: ErrorCode.rateLimited },
          { status: 429, headers: { 'Retry-After': '30' } },
        );
      }),
    );
    const { user } = renderApp({ url: URL });
    await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode });
    await user.click(screen.getByRole('button', { name: Messages.resendCode }));
    expect((await screen.findByRole('alert')).textContent).toContain(AuthMessages.resendTooSoon(30));
    expect(await screen.findByRole('button', { name: 'Resend code in 0:30 second' })).toBeTruthy();
    expect(sent).toEqual({ phone_number: '0400000001' });
  });
});

describe('registration invitation: an account the provider prepared', () => {
  const prepared = {
    account_id: 12,
    type: 'smsf' as const,
    type_display: 'SMSF',
    name: 'Lane Super Fund',
    abn: '55982345678',
    acn: '',
    trustee: 'individual' as const,
    trustee_name: '',
  };

  it('shows its details locked; Continue makes it the person’s and opens its page', async () => {
    serveInvite(
      testInvite({
        registration_step: 'account_activate',
        account_type: 'smsf',
        account_name: 'Lane Super Fund',
        is_setting_primary_case: true,
        activation_object: prepared,
        email_verified: true,
        phone_verified: true,
      }),
    );
    let takenUp = 0;
    server.use(
      http.post(`*/api/auth/registration-invites/${UUID}/take-up-account/`, () => {
        takenUp += 1;
        return HttpResponse.json({ account_id: 12 });
      }),
      http.get('*/api/accounts/12/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    session.signIn('k'.repeat(43));
    const { user, location } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your account' })).toBeTruthy();
    for (const [name, value] of [
      ['Account type', 'SMSF'],
      ['Account name', 'Lane Super Fund'],
      ['ABN', '55 982 345 678'],
      ['Trustee', 'Individual trustee'],
    ] as const) {
      const field = screen.getByRole('textbox', { name }) as HTMLInputElement;
      expect(field.value).toBe(value);
      expect(field.readOnly).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/12'));
    expect(takenUp).toBe(1);
  });

  it('an account already active is ready; a refusal shows on the screen', async () => {
    serveInvite(
      testInvite({
        registration_step: 'account_fake_create',
        is_fake_creation_case: true,
        activation_object: { ...prepared, type: 'individual', type_display: 'Individual', abn: '', trustee: null },
      }),
    );
    server.use(
      http.post(`*/api/auth/registration-invites/${UUID}/take-up-account/`, () =>
        HttpResponse.json({ field_errors: {}, non_field_errors: [Messages.invalidInviteStep] }, { status: 400 }),
      ),
    );
    session.signIn('k'.repeat(43));
    const { user } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'ABN' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(Messages.invalidInviteStep)).toBeTruthy();
  });
});

describe('registration invitation: someone who already has a sign-in', () => {
  const atLogin = () => testInvite({ registration_step: 'login' });

  it('signed out: says they have a sign-in and offers to sign in, coming back here', async () => {
    serveInvite(atLogin());
    const { user, location } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'You already have a sign-in' })).toBeTruthy();
    expect(screen.getByText(Messages.registrationInviteHasSignIn('new.investor@example.com'))).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in to continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
    expect(new URLSearchParams(location().search).get('redirect_url')).toBe(URL);
  });

  it('signed in: continues as the person invited, on to the first detail their registration lacks', async () => {
    const invite = serveInvite(atLogin());
    let activated = 0;
    server.use(
      http.post(`${WIZARD}/activate-user/`, () => {
        activated += 1;
        const next = testInvite({ registration_step: 'personal_details', user_created: true });
        invite.set(next);
        return HttpResponse.json(next);
      }),
      http.get('*/api/profiles/personal-details/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    serveIdentityLookups();
    session.signIn('k'.repeat(43));
    const { user, location } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Continue your registration' })).toBeTruthy();
    expect(screen.getByText(Messages.registrationInviteContinueAs('new.investor@example.com'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeTruthy();
    expect(location().pathname).toBe('/account-new/personal-details');
    expect(location().search).toBe(`?invite_uuid=${UUID}`);
    expect(activated).toBe(1);
  });

  it('signed in as someone else: the server’s refusal shows and the invitation stays', async () => {
    serveInvite(atLogin());
    server.use(
      http.post(`${WIZARD}/activate-user/`, () =>
        HttpResponse.json(
          { detail: Messages.registrationInviteForSomeoneElse, code: ErrorCode.notFound },
          { status: 404 },
        ),
      ),
    );
    session.signIn('k'.repeat(43));
    const { user, location } = renderApp({ url: URL });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.registrationInviteForSomeoneElse);
    expect(screen.getByRole('heading', { level: 1, name: 'Continue your registration' })).toBeTruthy();
    expect(location().pathname).toBe(URL);
  });

  it('a used-up invitation (login, activated) is not the sign-in offer: signed out, it goes to the login page', async () => {
    serveInvite(testInvite({ registration_step: 'login', is_activated_in_target_application: true }));
    const { location } = renderApp({ url: URL });
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(location().pathname).toBe('/auth/login/');
    expect(screen.queryByRole('button', { name: 'Sign in to continue' })).toBeNull();
  });
});
