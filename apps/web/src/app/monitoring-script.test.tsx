import type { ConstanceConfig } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { session } from '../lib/session';
import { server } from '../testing/mocks/server';

const SCRIPT = 'https://rum.example.com/agent.js?site=private-portfolio';

/** The scripts the page holds that do not come from the app itself (jsdom's page has none of its own). */
const injected = () => Array.from(document.head.querySelectorAll('script'));

function serve(answer: () => Response | Promise<Response>, seen: { calls: number; applicationId?: string | null }) {
  server.use(
    http.get('*/api/utils/constance-config/', ({ request }) => {
      seen.calls += 1;
      seen.applicationId = request.headers.get('Application-Id');
      return answer();
    }),
  );
}

function renderApp({ strict = false } = {}) {
  const app = (
    <AppProvider>
      <p>The sign-in page</p>
    </AppProvider>
  );
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
}

afterEach(() => {
  for (const script of injected()) script.remove();
});

describe('the monitoring script (GET /api/utils/constance-config/)', () => {
  it('is added once, async, with the address the application names, even where effects run twice', async () => {
    serve(() => HttpResponse.json({ monitoring_script_url: SCRIPT } satisfies ConstanceConfig), { calls: 0 });
    const { rerender } = renderApp({ strict: true });
    await screen.findByText('The sign-in page');
    await expect.poll(() => injected().length).toBe(1);
    const [script] = injected();
    expect(script!.getAttribute('src')).toBe(SCRIPT);
    expect(script!.async).toBe(true);

    rerender(
      <StrictMode>
        <AppProvider>
          <p>The sign-in page</p>
        </AppProvider>
      </StrictMode>,
    );
    await screen.findByText('The sign-in page');
    expect(injected()).toHaveLength(1);
  });

  it('asks once, for the chosen application', async () => {
    session.setTenantId('2');
    const seen: { calls: number; applicationId?: string | null } = { calls: 0 };
    serve(() => HttpResponse.json({ monitoring_script_url: SCRIPT } satisfies ConstanceConfig), seen);
    renderApp();
    await expect.poll(() => injected().length).toBe(1);
    expect(seen.applicationId).toBe('2');
    expect(seen.calls).toBe(1);
  });

  it('is not added when the application has none', async () => {
    const seen = { calls: 0 };
    serve(() => HttpResponse.json({ monitoring_script_url: null } satisfies ConstanceConfig), seen);
    renderApp();
    await screen.findByText('The sign-in page');
    await expect.poll(() => seen.calls).toBe(1);
    // Past the answer: React has run the effects of the render it caused.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(injected()).toHaveLength(0);
  });

  it('is not added when the call fails, and the page shows no error', async () => {
    const seen = { calls: 0 };
    serve(() => HttpResponse.json({ detail: 'Unavailable', code: 'service_unavailable' }, { status: 503 }), seen);
    renderApp();
    await screen.findByText('The sign-in page');
    await expect.poll(() => seen.calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(injected()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not added when the answer is not an https address', async () => {
    const seen = { calls: 0 };
    serve(() => HttpResponse.json({ monitoring_script_url: 'javascript:alert(1)' }), seen);
    renderApp();
    await screen.findByText('The sign-in page');
    await expect.poll(() => seen.calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(injected()).toHaveLength(0);
  });

  it('never holds up the first page: the page shows while the answer is still awaited', async () => {
    let answer!: () => void;
    const awaited = new Promise<void>((resolve) => (answer = resolve));
    const seen = { calls: 0 };
    serve(async () => {
      await awaited;
      return HttpResponse.json({ monitoring_script_url: SCRIPT } satisfies ConstanceConfig);
    }, seen);
    renderApp();
    expect(await screen.findByText('The sign-in page')).toBeTruthy();
    expect(injected()).toHaveLength(0);
    answer();
    await expect.poll(() => injected().length).toBe(1);
  });
});
