import { Messages } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { testClientConfiguration } from '../../testing/advisors';
import { server } from '../../testing/mocks/server';
import { PortalDisclaimer } from './portal-disclaimer';

function renderDisclaimer() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PortalDisclaimer />
    </QueryClientProvider>,
  );
}

describe('PortalDisclaimer', () => {
  it('shows the brand’s own paragraphs from its configuration', async () => {
    server.use(
      http.get('*/api/ipm/configuration/', () =>
        HttpResponse.json(testClientConfiguration({ disclaimer: ['Our own first line.', 'Our own second line.'] })),
      ),
    );
    renderDisclaimer();
    const aside = await screen.findByRole('complementary', { name: 'Disclaimer' });
    expect(
      within(aside)
        .getAllByText(/Our own/)
        .map((p) => p.textContent),
    ).toEqual(['Our own first line.', 'Our own second line.']);
    expect(within(aside).queryByText(Messages.portalDisclaimer[0]!)).toBeNull();
  });

  it('falls back to the portal’s default text when the configuration cannot be read', async () => {
    server.use(http.get('*/api/ipm/configuration/', () => HttpResponse.json({ detail: 'Down' }, { status: 503 })));
    renderDisclaimer();
    const aside = await screen.findByRole('complementary', { name: 'Disclaimer' });
    for (const sentence of Messages.portalDisclaimer) expect(within(aside).getByText(sentence)).toBeTruthy();
  });
});
