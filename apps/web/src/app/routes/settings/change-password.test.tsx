import { AuthMessages, Messages, PasswordRuleLabel } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const CHANGE = '*/api/auth/base/password-change/';

async function openedFields() {
  await screen.findByRole('heading', { level: 1, name: 'Change password' });
  return {
    current: screen.getByLabelText('Current password') as HTMLInputElement,
    password: screen.getByLabelText('New password') as HTMLInputElement,
    repeat: screen.getByLabelText('Repeat password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

async function openChangePassword(url = '/account/change-password/') {
  const app = renderApp({ url });
  return { ...app, ...(await openedFields()) };
}

/** Each rule of the checklist with whether it reads as met. */
function checklist(): Record<string, boolean> {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const text = item.textContent ?? '';
        return [text.replace(/^(Met|Not met): /, ''), text.startsWith('Met: ')];
      }),
  );
}

describe('change password', () => {
  it('ticks each rule of the checklist as it is met, in words as well as icons', async () => {
    session.signIn('key-cp-01');
    const { user, password, repeat } = await openChangePassword();

    expect(Object.values(checklist()).every((met) => !met)).toBe(true);
    await user.type(password, 'abc');
    expect(checklist()).toEqual({
      [PasswordRuleLabel.minLength]: false,
      [PasswordRuleLabel.uppercase]: false,
      [PasswordRuleLabel.lowercase]: true,
      [PasswordRuleLabel.digit]: false,
      [PasswordRuleLabel.special]: false,
      [PasswordRuleLabel.matches]: false,
    });
    await user.type(password, 'defGHI-123');
    expect(checklist()).toMatchObject({ [PasswordRuleLabel.minLength]: true, [PasswordRuleLabel.matches]: false });
    expect(screen.getByRole('status').textContent).toBe('5 of 6 password requirements met');
    await user.type(repeat, 'abcdefGHI-123');
    expect(Object.values(checklist()).every(Boolean)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('6 of 6 password requirements met');
  });

  it('checks in the browser: complete checklist, matching repeat', async () => {
    session.signIn('key-cp-02');
    const { user, current, password, repeat, submit } = await openChangePassword();
    await user.type(current, 'old');
    await user.type(password, 'short');
    await user.type(repeat, 'other');
    await user.click(submit);
    expect(await screen.findByText(Messages.passwordChecklistIncomplete)).toBeTruthy();
    expect(screen.getByText(Messages.passwordsDoNotMatch)).toBeTruthy();
  });

  it('shows a wrong current password on its field, then changes it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(CHANGE, async ({ request }) => {
        const body = (await request.json()) as { old_password: string };
        sent.push(body);
        return body.old_password === 'Right-Old-Pass1!'
          ? HttpResponse.json({ detail: AuthMessages.passwordChanged })
          : HttpResponse.json(
              { field_errors: { old_password: [AuthMessages.wrongOldPassword] }, non_field_errors: [] },
              { status: 400 },
            );
      }),
    );
    session.signIn('key-cp-03');
    const { user, current, password, repeat, submit } = await openChangePassword();
    await user.type(current, 'Wrong-Old-Pass1!');
    await user.type(password, 'Brand-New-Pass-2026');
    await user.type(repeat, 'Brand-New-Pass-2026');
    await user.click(submit);

    const message = await screen.findByText(AuthMessages.wrongOldPassword);
    expect(current.getAttribute('aria-describedby')).toBe(message.id);
    expect(current.getAttribute('aria-invalid')).toBe('true');

    await user.clear(current);
    await user.type(current, 'Right-Old-Pass1!');
    await user.click(submit);
    expect(await screen.findByText(AuthMessages.passwordChanged)).toBeTruthy();
    expect(current.value).toBe('');
    expect(sent).toHaveLength(2);
  });

  it('a forced change keeps the user on the page until done or signed out', async () => {
    server.use(http.post(CHANGE, () => HttpResponse.json({ detail: AuthMessages.passwordChanged })));
    session.signIn('key-cp-04', { isStaff: true });
    session.setForcePasswordChange(true);
    const { user, location, router } = await openChangePassword('/documents/');

    expect(location().pathname).toBe('/account/change-password/');
    expect(screen.getByText(AuthMessages.passwordChangeRequired)).toBeTruthy();
    // Staff have no Sign out in the profile menu, so the page offers it.
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // Any other page leads back here.
    await act(() => router.navigate('/reports/'));
    expect(location().pathname).toBe('/account/change-password/');

    const { current, password, repeat, submit } = await openedFields();
    await user.type(current, 'Old-Password-1!');
    await user.type(password, 'Brand-New-Pass-2026');
    await user.type(repeat, 'Brand-New-Pass-2026');
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(session.get().forcePasswordChange).toBe(false);
  });

  it('signing out with unsaved changes asks first', async () => {
    let loggedOut = false;
    server.use(
      http.post('*/api/auth/base/logout/', () => {
        loggedOut = true;
        return HttpResponse.json({ detail: AuthMessages.loggedOut });
      }),
    );
    session.signIn('key-cp-05');
    const { user, current } = await openChangePassword();
    await user.type(current, 'something');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    expect(within(dialog).getByText(Messages.unsavedChanges)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loggedOut).toBe(false);
    expect(current.value).toBe('something');

    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign out?' })).getByRole('button', { name: 'Sign out' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: Messages.loginTitle })).toBeTruthy();
    expect(loggedOut).toBe(true);
  });
});
