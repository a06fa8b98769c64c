import { Messages } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { serveDashboard } from '../../../testing/dashboard';
import { testFilterSetup } from '../../../testing/dashboard-fixtures';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/viewport';

/**
 * The dashboard on a phone and on a tablet (spec 3 §2.1, §2.3, §2.4, §2.5): on a phone no card can
 * be maximized, the monthly cards' filters are dropdowns, total asset value offers comparison mode
 * at once and the investments card lists every holding; from tablet up, cards maximize, filters
 * are buttons and comparison waits for a maximized card. (Columns are a matter of layout, which
 * jsdom has not: the Chromium journey dashboard-layout.spec.ts measures them.)
 */

async function openDashboard(width: number) {
  setViewportWidth(width);
  const api = serveDashboard({ setup: testFilterSetup({ account: [11] }) });
  session.signIn('key');
  const app = renderApp({ url: '/dashboard/' });
  // The first visit in a run compiles the page and its charts: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 20_000 });
  await screen.findByRole('region', { name: 'Investments' }, { timeout: 20_000 });
  return { ...app, ...api };
}

const card = (name: string) => screen.getByRole('region', { name });
const legend = (name: string) => within(card(name)).getByRole('list', { name: `${name} legend` });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/dashboard on a phone (390 px)', () => {
  it('offers no maximize and shows each card filter as a dropdown', async () => {
    const { user } = await openDashboard(390);
    await within(legend('Income')).findByText('$900.00');
    expect(screen.queryByRole('button', { name: /^Maximize / })).toBeNull();

    for (const title of ['Return summary', 'Capital performance', 'Income']) {
      expect(within(card(title)).getByRole('combobox', { name: `${title} filter` }).textContent).toBe('Total');
      expect(within(card(title)).queryByRole('group', { name: `${title} filter` })).toBeNull();
    }

    await user.click(within(card('Income')).getByRole('combobox', { name: 'Income filter' }));
    await user.click(await screen.findByRole('option', { name: 'Dividends' }));
    await waitFor(() => expect(within(legend('Income')).queryByText(/Premiums received/)).toBeNull());
    expect(within(legend('Income')).getByText(/Dividends/)).toBeTruthy();
  });

  it('lists every holding in the investments card unless the box groups them', async () => {
    const { user, calls } = await openDashboard(390);
    const table = () => within(card('Investments')).getByRole('table', { name: 'Investments' });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(1 + 4));
    const grouping = () =>
      calls.requests.filter((r) => r.endpoint === 'investments').map((r) => r.params.get('group_by_investment'));
    expect(grouping().every((asked) => asked === 'false')).toBe(true);

    await user.click(within(card('Investments')).getByRole('checkbox', { name: Messages.groupByInvestment }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(1 + 3));
    expect(grouping().at(-1)).toBe('true');
  });

  it('offers comparison mode on total asset value without maximizing', async () => {
    const { user } = await openDashboard(390);
    const tav = card('Total asset value');
    await user.click(await within(tav).findByRole('switch', { name: 'Comparison Mode' }));
    expect(await within(tav).findByRole('checkbox', { name: 'Growth $152,500.00 ($2,500.00, 1.67%)' })).toBeTruthy();
  });
});

describe('/dashboard on a tablet (768 px)', () => {
  it('maximizes cards, shows filters as buttons and comparison only on the maximized card', async () => {
    const { user } = await openDashboard(768);
    await within(legend('Income')).findByText('$900.00');
    for (const title of ['Return summary', 'Capital performance', 'Income']) {
      const filter = within(card(title)).getByRole('group', { name: `${title} filter` });
      expect(within(filter).getByRole('button', { name: 'Total' }).getAttribute('aria-pressed')).toBe('true');
      expect(within(card(title)).queryByRole('combobox', { name: `${title} filter` })).toBeNull();
    }
    expect(screen.getAllByRole('button', { name: /^Maximize / })).toHaveLength(7);

    expect(within(card('Total asset value')).queryByRole('switch', { name: 'Comparison Mode' })).toBeNull();
    await user.click(within(card('Total asset value')).getByRole('button', { name: 'Maximize Total asset value' }));
    expect(within(card('Total asset value')).getByRole('switch', { name: 'Comparison Mode' })).toBeTruthy();
  });
});
