import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { testProfile } from '../../testing/fixtures';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

describe('the Individual info flow', () => {
  it('leads a user with missing details from any page to the first missing form', async () => {
    server.use(
      http.get('*/api/profiles/my/', () =>
        HttpResponse.json(testProfile({ force_filling_missing_personal_details: true })),
      ),
      http.get('*/api/profiles/onboarding-tasks/', () =>
        HttpResponse.json({
          results: [
            {
              task: 'fill_in_missing_details',
              title: 'Complete your personal details',
              url: '/account-new/contact-details/edit',
            },
          ],
        }),
      ),
      // The form it lands on: nothing entered yet, and its lookups.
      http.get('*/api/profiles/contact-details/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
      http.get('*/api/utils/countries/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [{ code: 'AU', name: 'Australia' }] }),
      ),
      http.get('*/api/utils/au-states/', () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [{ code: 'NSW', name: 'New South Wales' }],
        }),
      ),
    );
    session.signIn('key');
    const { location } = renderApp({ url: '/documents/' });
    await waitFor(() => expect(location().pathname).toBe('/account-new/contact-details/edit'));
  });

  it('leaves contact support reachable while details are missing', async () => {
    server.use(
      http.get('*/api/profiles/my/', () =>
        HttpResponse.json(testProfile({ force_filling_missing_personal_details: true })),
      ),
      http.get('*/api/profiles/onboarding-tasks/', () =>
        HttpResponse.json({
          results: [{ task: 'fill_in_missing_details', title: 'x', url: '/account-new/personal-details' }],
        }),
      ),
    );
    session.signIn('key');
    const { location } = renderApp({ url: '/account/contact-support/' });
    await screen.findAllByRole('heading', { level: 1 });
    expect(location().pathname).toBe('/account/contact-support/');
  });

  it('does nothing for a user whose details are complete', async () => {
    session.signIn('key');
    const { location } = renderApp({ url: '/documents/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(location().pathname).toBe('/documents/');
  });
});
