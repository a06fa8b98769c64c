import {
  AuthMessages,
  ContactChangeMessages,
  ErrorCode,
  Messages,
  type SecuritySchemaResponse,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { testTenant, testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';
import { CONFIRM_ACTION_CODE, serveCodeRequests } from '../../../testing/two-factor';

const ENDPOINT = '*/api/profiles/change-phone-number/';
const CONFIRM = '*/api/profiles/confirm-phone-number/';
const RESEND = '*/api/profiles/resend-phone-number-confirmation/';
const PASSWORD = 'Right-Password-1!';
const DONE = '/dashboard/';

function securitySchema(confirmed: boolean): SecuritySchemaResponse {
  return { security_schema: { two_factor_required: true, level: 'system', channel: 'sms', confirmed } };
}

/** The change-phone calls as the server answers them; returns what was sent to each. */
function serveChangePhone(options: { confirmed?: boolean } = {}) {
  const sent = { change: [] as unknown[], confirm: [] as unknown[], resend: [] as unknown[] };
  let phone = '0412345678';
  server.use(
    http.options(ENDPOINT, () => HttpResponse.json(securitySchema(options.confirmed ?? true))),
    http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ phone_number: phone }))),
    http.post(ENDPOINT, async ({ request }) => {
      const body = (await request.json()) as { new_phone_number: string; password: string };
      sent.change.push(body);
      if (body.password !== PASSWORD) {
        return HttpResponse.json(
          { field_errors: { password: [AuthMessages.wrongPassword] }, non_field_errors: [] },
          { status: 400 },
        );
      }
      return HttpResponse.json({ new_phone_number: body.new_phone_number });
    }),
    http.post(CONFIRM, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.confirm.push(body);
      if (body.code !== '135790') {
        return HttpResponse.json(
          { field_errors: { code: [AuthMessages.invalidCode] }, non_field_errors: [] },
          { status: 400 },
        );
      }
      phone = '0455123987';
      return HttpResponse.json({
        detail: ContactChangeMessages.phoneChanged('0455 123 987'),
        phone_number: '0455123987',
      });
    }),
    http.post(RESEND, async ({ request }) => {
      sent.resend.push(await request.json());
      return HttpResponse.json({ detail: ContactChangeMessages.codeResent });
    }),
  );
  return sent;
}

function openChangePhone(url = `/account/change-phone/?redirect_url=${DONE}`) {
  session.signIn('key-change-phone-01');
  return renderApp({ url });
}

describe('change mobile number', () => {
  it('shows a wrong password on its field and keeps what was typed', async () => {
    const sent = serveChangePhone();
    const { user } = openChangePhone();
    await screen.findByRole('heading', { level: 1, name: 'Change mobile number' });
    const number = screen.getByRole('textbox', { name: 'New mobile number' }) as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(number, '0455 123 987');
    await user.type(password, 'Wrong-Password-1!');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const message = await screen.findByText(AuthMessages.wrongPassword);
    expect(password.getAttribute('aria-describedby')).toBe(message.id);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(number.value).toBe('0455 123 987');
    expect(password.value).toBe('Wrong-Password-1!');
    // Spaces are removed before sending (document 1 §5).
    expect(sent.change).toEqual([{ new_phone_number: '0455123987', password: 'Wrong-Password-1!' }]);
  });

  it('checks the number in the browser first', async () => {
    const sent = serveChangePhone();
    const { user } = openChangePhone();
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0312345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(Messages.theFormatIsNotValid)).toBeTruthy();
    expect(screen.getByText(Messages.fieldRequired)).toBeTruthy();
    expect(sent.change).toEqual([]);
  });

  it('sends the code to the new number, shows a wrong code on its field, then confirms and says so', async () => {
    const sent = serveChangePhone();
    const { user, location } = openChangePhone();
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0455123987');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { level: 2, name: Messages.enterYourCode })).toBeTruthy();
    expect(screen.getByText('0455 123 987')).toBeTruthy();
    // The resend countdown runs from the tenant's timeout.
    const resend = screen.getByRole('button', { name: /^Resend code in / }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    const code = screen.getByRole('textbox', { name: 'Verification code' });
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    await user.type(code, '000000');
    await user.click(verify);
    const wrong = await screen.findByText(AuthMessages.invalidCode);
    expect(code.getAttribute('aria-describedby')).toBe(wrong.id);

    await user.clear(code);
    await user.type(code, '135790');
    await user.click(verify);
    const dialog = await screen.findByRole('dialog', { name: Messages.successTitle });
    expect(within(dialog).getByText(ContactChangeMessages.phoneChanged('0455 123 987'))).toBeTruthy();
    expect(sent.confirm).toEqual([{ code: '000000' }, { code: '135790' }]);

    await user.click(within(dialog).getByRole('button', { name: Messages.ok }));
    await waitFor(() => expect(location().pathname).toBe(DONE));
  });

  it('offers Resend when the countdown ends, and going back keeps the number typed', async () => {
    server.use(
      http.get('*/api/company-applications/current-application/', () => {
        const tenant = testTenant();
        tenant.configuration.settings.resend_verification_code_timeout = 1;
        return HttpResponse.json(tenant);
      }),
    );
    const sent = serveChangePhone();
    const { user } = openChangePhone('/account-new/contact-details/change-phone');
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0455123987');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await user.click(await screen.findByRole('button', { name: Messages.resendCode }));
    await waitFor(() => expect(sent.resend).toEqual([{ phone_number: '0455123987' }]));

    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect((screen.getByRole('textbox', { name: 'New mobile number' }) as HTMLInputElement).value).toBe('0455123987');
  });

  it('asks for the two-factor code before showing the form', async () => {
    serveCodeRequests({ reason: 'action' });
    serveChangePhone({ confirmed: false });
    server.use(http.post(CONFIRM_ACTION_CODE, () => HttpResponse.json({ detail: AuthMessages.codeConfirmed })));
    const { user } = openChangePhone();

    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'New mobile number' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('textbox', { name: 'New mobile number' })).toBeTruthy();
  });

  it('asks for a new two-factor code when the last one no longer counts', async () => {
    serveCodeRequests({ reason: 'action' });
    serveChangePhone();
    server.use(
      http.post(ENDPOINT, () =>
        HttpResponse.json(
          {
            detail: 'Please confirm this change with the code we send you.',
            code: ErrorCode.actionConfirmationRequired,
          },
          { status: 403 },
        ),
      ),
    );
    const { user, location } = openChangePhone();
    await user.type(await screen.findByRole('textbox', { name: 'New mobile number' }), '0455123987');
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.enterYourCode })).toBeTruthy();
    expect(location().pathname).toBe('/account/change-phone/');
  });
});
