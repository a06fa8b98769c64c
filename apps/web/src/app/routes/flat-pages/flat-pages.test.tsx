import type { FlatPage } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

function flatPage(overrides: Partial<FlatPage> = {}): FlatPage {
  return {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    is_legal: true,
    updated: '2025-07-01T00:00:00.000Z',
    content: [
      'We follow the *Privacy Act 1988* (Cth).',
      '',
      '## What we collect',
      '',
      '- your name',
      '- your address',
      '',
      'Complaints: [oaic.gov.au](https://www.oaic.gov.au).',
      '',
      '<script>window.hacked = true</script><b>raw html</b>',
      '',
      '[click me](javascript:alert(1))',
    ].join('\n'),
    ...overrides,
  };
}

describe('legal pages', () => {
  it('lists the legal documents and opens one, its Markdown rendered safely', async () => {
    server.use(
      http.get('*/api/flatpages/', ({ request }) => {
        expect(new URL(request.url).searchParams.get('is_legal')).toBe('true');
        return HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [
            { slug: 'terms-and-conditions', title: 'Terms and conditions', is_legal: true },
            { slug: 'privacy-policy', title: 'Privacy policy', is_legal: true },
          ],
        });
      }),
      http.get('*/api/flatpages/privacy-policy/', () => HttpResponse.json(flatPage())),
    );
    session.signIn('key-legal');
    const { user, location } = renderApp({ url: '/account/legal/' });
    const list = await screen.findByRole('list', { name: 'Legal documents' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Terms and conditions', 'Privacy policy']);

    await user.click(within(list).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(location().pathname).toBe('/account/legal/privacy-policy/');
    expect(screen.getByText('Last updated 01 Jul 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeTruthy();
    expect(screen.getByText('Privacy Act 1988').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['your name', 'your address']);
    const link = screen.getByRole('link', { name: 'oaic.gov.au' });
    expect(link.getAttribute('href')).toBe('https://www.oaic.gov.au');
    expect(link.getAttribute('target')).toBe('_blank');

    // Raw HTML is dropped and a script link goes nowhere.
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.queryByText('raw html')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('click me')).toBeTruthy();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'All legal documents' }));
    expect(await screen.findByRole('list', { name: 'Legal documents' })).toBeTruthy();
  });

  it('an unknown page is the page-not-found screen', async () => {
    server.use(
      http.get('*/api/flatpages/refunds/', () =>
        HttpResponse.json({ detail: 'There is no such page.', code: 'not_found' }, { status: 404 }),
      ),
    );
    session.signIn('key-legal');
    const { location } = renderApp({ url: '/account/legal/refunds/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(location().pathname).toBe('/page-not-found/');
  });
});

describe('help', () => {
  it('shows the help page and a way to contact support that comes back here', async () => {
    server.use(
      http.get('*/api/flatpages/help/', () =>
        HttpResponse.json(
          flatPage({ slug: 'help', title: 'Help', is_legal: false, content: '## Signing in\n\nUse your e-mail.' }),
        ),
      ),
    );
    session.signIn('key-help');
    const { user, location } = renderApp({ url: '/account/help/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Signing in' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Contact support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact support' })).toBeTruthy();
    expect(`${location().pathname}${location().search}`).toBe(
      '/account/contact-support/?redirect_uri=%2Faccount%2Fhelp%2F',
    );
  });
});
