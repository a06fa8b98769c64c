import type { FlatPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testInvite } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const UUID = testInvite().uuid;
const TERMS = 'I agree to the terms and conditions and the privacy policy';

function page(title: string, content: string): FlatPage {
  return { slug: 'x', title, content, is_legal: true, updated: '2025-07-01T00:00:00.000Z' };
}

describe('the flat-page modal on the sign-up form', () => {
  it('opens the terms and the privacy policy over the form, leaving the box and what was typed alone', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`*/api/auth/registration-invites/${UUID}/`, () =>
        HttpResponse.json(testInvite({ registration_step: 'sign_up' })),
      ),
      http.get('*/api/flatpages/:target/alt-detail/', ({ params }) => {
        asked.push(String(params.target));
        return params.target === 'terms'
          ? HttpResponse.json(page('Terms and conditions', '## Your sign-in\n\nKeep your password to yourself.'))
          : HttpResponse.json(page('Privacy policy', 'We follow the *Privacy Act 1988*.'));
      }),
    );
    const { user, location } = renderApp({ url: `/invitation/${UUID}/` });
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'Half-typed-1');
    const agree = screen.getByRole('checkbox', { name: TERMS }) as HTMLInputElement;

    await user.click(screen.getByRole('button', { name: 'terms and conditions' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(await within(terms).findByRole('heading', { name: 'Your sign-in' })).toBeTruthy();
    expect(within(terms).getByText('Keep your password to yourself.')).toBeTruthy();
    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'privacy policy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(privacy).findByText('Privacy Act 1988')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(agree.checked).toBe(false);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Half-typed-1');
    expect(location().pathname).toBe(`/invitation/${UUID}/`);
    expect(asked).toEqual(['terms', 'privacy']);
    // The box itself still ticks from its label text.
    await user.click(agree);
    expect(agree.checked).toBe(true);
  });

  it('says so inside the dialog when the page cannot be read, and the form stays', async () => {
    server.use(
      http.get(`*/api/auth/registration-invites/${UUID}/`, () =>
        HttpResponse.json(testInvite({ registration_step: 'sign_up' })),
      ),
      http.get('*/api/flatpages/:target/alt-detail/', () =>
        HttpResponse.json({ detail: 'There is no such page.', code: 'not_found' }, { status: 404 }),
      ),
    );
    const { user, location } = renderApp({ url: `/invitation/${UUID}/` });
    await user.click(await screen.findByRole('button', { name: 'terms and conditions' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(location().pathname).toBe(`/invitation/${UUID}/`);
  });
});
