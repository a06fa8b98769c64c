import { contrastRatio, type CurrentApplication } from '@portal/contract';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { testTenant } from '../testing/fixtures';
import { server } from '../testing/mocks/server';
import { session } from '../lib/session';
import { useTenant } from '../lib/branding/tenant-context';

function serve(tenant: CurrentApplication) {
  server.use(http.get('*/api/company-applications/current-application/', () => HttpResponse.json(tenant)));
}

/** Renders what a screen would: a contained primary button and body text, plus the theme values. */
function Probe() {
  const theme = useTheme();
  const tenant = useTenant();
  return (
    <Paper>
      <Typography>Welcome to {tenant.configuration.name}</Typography>
      <Button variant="contained">Continue</Button>
      <dl>
        <dt>primary</dt>
        <dd data-testid="primary">{theme.palette.primary.main}</dd>
        <dt>primary text</dt>
        <dd data-testid="primary-text">{theme.palette.primary.contrastText}</dd>
        <dt>background</dt>
        <dd data-testid="background">{theme.palette.background.default}</dd>
        <dt>surface</dt>
        <dd data-testid="surface">{theme.palette.background.paper}</dd>
        <dt>text</dt>
        <dd data-testid="text">{theme.palette.text.primary}</dd>
        <dt>lg</dt>
        <dd data-testid="lg">{theme.breakpoints.values.lg}</dd>
      </dl>
    </Paper>
  );
}

/** A colour as the browser would paint it; jsdom leaves `var(--x)` unresolved, so follow it. */
function painted(element: Element, property: 'color' | 'backgroundColor'): string {
  const style = getComputedStyle(element);
  const value = style[property];
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  // jsdom also lower-cases the name inside var(); custom property names are case-sensitive.
  const name = variable && Array.from(style).find((p) => p.toLowerCase() === variable.toLowerCase());
  const resolved = name ? style.getPropertyValue(name).trim() : value;
  return resolved.startsWith('#') ? rgb(resolved) : resolved;
}

/** jsdom reports colours as rgb(r, g, b). */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

describe('branding', () => {
  it('loads the current tenant first, then applies its name, favicon and colours', async () => {
    serve(testTenant({ name: 'Harbour Private Wealth' }));
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );

    // Nothing of the app renders before the tenant is known.
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(document.title).toBe('Harbour Private Wealth');
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/brands/ipm/favicon.svg');
    expect(screen.getByTestId('primary').textContent).toBe('#0b3d91');
    expect(screen.getByTestId('primary-text').textContent).toBe('#ffffff');
    expect(screen.getByTestId('background').textContent).toBe('#f6f7f9');
    expect(screen.getByTestId('surface').textContent).toBe('#ffffff');
    expect(screen.getByTestId('text').textContent).toBe('#1c1c1c');
    expect(screen.getByTestId('lg').textContent).toBe('1250');

    // The rendered button wears the tenant's colours.
    expect(painted(button, 'backgroundColor')).toBe(rgb('#0b3d91'));
    expect(painted(button, 'color')).toBe(rgb('#ffffff'));
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb('#f6f7f9'));
  });

  it('replaces text colours that would be unreadable on a low-contrast tenant', async () => {
    serve(
      testTenant({
        name: 'Sunny Super',
        // White on yellow and light grey on white both fail WCAG AA.
        color_schema: {
          primary: '#ffd60a',
          primary_text: '#ffffff',
          background: '#ffffff',
          surface: '#ffffff',
          text: '#c8c8c8',
        },
      }),
    );
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );

    const button = await screen.findByRole('button', { name: 'Continue' });
    const primaryText = screen.getByTestId('primary-text').textContent ?? '';
    const text = screen.getByTestId('text').textContent ?? '';
    expect(primaryText).toBe('#111111');
    expect(text).toBe('#111111');
    expect(contrastRatio(primaryText, '#ffd60a')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(painted(button, 'color')).toBe(rgb('#111111'));
    // The brand colour itself is kept.
    expect(painted(button, 'backgroundColor')).toBe(rgb('#ffd60a'));
  });

  it('keeps dark tenants readable with light text', async () => {
    serve(testTenant({ color_schema: { background: '#101820', surface: '#1b2631', text: '#333333' } }));
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );
    await screen.findByRole('button', { name: 'Continue' });
    const text = screen.getByTestId('text').textContent ?? '';
    expect(text).toBe('#ffffff');
    expect(contrastRatio(text, '#1b2631')).toBeGreaterThanOrEqual(4.5);
  });

  it('says so plainly and offers Retry when the tenant cannot be loaded', async () => {
    server.use(
      http.get('*/api/company-applications/current-application/', () =>
        HttpResponse.json({ detail: 'Service unavailable', code: 'service_unavailable' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'Looks like something went wrong' })).toBeTruthy();

    serve(testTenant({ name: 'Back Again' }));
    await user.click(retry);
    expect(await screen.findByText('Welcome to Back Again')).toBeTruthy();
  });

  it('asks for the current tenant without Authorization, even when signed in', async () => {
    session.signIn('secret-key');
    let authorization: string | null = 'not called';
    server.use(
      http.get('*/api/company-applications/current-application/', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(testTenant());
      }),
    );
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );
    await screen.findByRole('button', { name: 'Continue' });
    expect(authorization).toBeNull();
  });
});
