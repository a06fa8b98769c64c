import { Messages, personRole, UnfilledAccountField } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { servePeople, testSecondaryUser } from '../../../testing/account-people';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { renderApp } from '../../../testing/render-app';

const director = testSecondaryUser(
  { id: 31, first_name: 'Sam', last_name: 'Lane', title: 'director' },
  'invited',
  'beneficial_owner',
);
const joined = testSecondaryUser(
  { id: 32, first_name: 'Kim', last_name: 'Lee', title: 'director', user_id: 40, verification_status: 'verified' },
  'joined',
  'contact',
);
const owner = testSecondaryUser(
  { id: 41, first_name: 'Max', last_name: 'Power', title: null, role: personRole('controller') },
  'declared',
);
const company = testAccount({
  id: 4,
  name: 'Investor Holdings Pty Ltd',
  type: 'company',
  status: 'pending',
  secondary_users: [director, joined],
  beneficial_owners: [owner],
  unfilled_fields: [UnfilledAccountField.corporate_account_details],
});

describe('the people on an account’s page', () => {
  it('shows each person’s title, role and status, and the beneficial owners', async () => {
    serveAccounts([company]);
    session.signIn('k'.repeat(43));
    renderApp({ url: '/accounts/4' });
    const people = await screen.findByRole('region', { name: 'People on this account' });
    expect(
      within(people)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Ivy InvestorPrimary holderinvestor@example.com · Verified',
      'Sam LaneInvitation sentDirector · Beneficial owner · sam@example.com · Not verifiedResend invite',
      'Kim LeeJoinedDirector · Contact · kim@example.com · Verified',
    ]);
    const owners = screen.getByRole('region', { name: 'Beneficial owners' });
    expect(within(owners).getByRole('listitem').textContent).toBe('Max PowerController · max@example.com');
    expect(within(owners).getByRole('link', { name: 'Change beneficial owners' }).getAttribute('href')).toBe(
      '/accounts/4/forms/beneficial-owners',
    );
  });

  it('resends a pending invite with the success toast; a failure toasts the server’s error', async () => {
    serveAccounts([company]);
    const calls = servePeople();
    session.signIn('k'.repeat(43));
    const { user } = renderApp({ url: '/accounts/4' });
    const people = await screen.findByRole('region', { name: 'People on this account' });
    expect(within(people).getAllByRole('button', { name: 'Resend invite' })).toHaveLength(1);
    await user.click(within(people).getByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText(Messages.secondaryUserReinvited)).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/accounts/4/secondary-users/31/reinvite/' }]);

    servePeople({
      'POST reinvite': { status: 400, body: { field_errors: {}, non_field_errors: [Messages.personAlreadyJoined] } },
    });
    await user.click(within(people).getByRole('button', { name: 'Resend invite' }));
    expect(await screen.findByText(Messages.personAlreadyJoined)).toBeTruthy();
  });
});
