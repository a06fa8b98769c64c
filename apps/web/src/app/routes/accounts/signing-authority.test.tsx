import { AccountMessages, Messages, UnfilledAccountField, type SigningAuthority } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount, testAccountPerson } from '../../../testing/accounts';
import { serveIdentityLookups } from '../../../testing/identity';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const joint = testAccount({
  id: 6,
  name: 'Ivy and Sam',
  type: 'joint',
  status: 'pending',
  users: [
    testAccountPerson(),
    testAccountPerson({ id: 12, first_name: 'Sam', last_name: 'Partner', email: 'sam@example.com', is_primary: false }),
    testAccountPerson({ id: 13, first_name: 'Kit', last_name: 'Third', email: 'kit@example.com', is_primary: false }),
  ],
  unfilled_fields: [UnfilledAccountField.signing_authority, UnfilledAccountField.bank_accounts],
});
const FORM_URL = '/accounts/6/forms/signing-authority';

const savedAuthority: SigningAuthority = {
  account_id: 6,
  signing_authority_option: 'advanced',
  signing_authority_option_display: 'Advanced settings',
  advanced_settings_option: 'specific_members',
  min_number_of_signatories: null,
  selected_signatories: [12],
};

/** The signing-authority calls: GET answers what is stored (404 before), POST and PATCH record what they get. */
function serveSigningAuthority(stored: SigningAuthority | null, answer?: { status: number; body: object }) {
  const sent: { method: string; body: unknown }[] = [];
  const save = async ({ request }: { request: Request }) => {
    const body = await request.json();
    sent.push({ method: request.method, body });
    if (answer) return HttpResponse.json(answer.body, { status: answer.status });
    return HttpResponse.json(savedAuthority, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.get('*/api/accounts/:id/signing-authority/', () =>
      stored
        ? HttpResponse.json(stored)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
    ),
    http.post('*/api/accounts/:id/signing-authority/', save),
    http.patch('*/api/accounts/:id/signing-authority/', save),
  );
  return sent;
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const question = () => group(Messages.signingAuthorityQuestion);
const pick = (radiogroup: HTMLElement, name: string) => within(radiogroup).getByRole('radio', { name });
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const minimum = () => screen.getByRole('combobox', { name: Messages.minimumNumberOfSignatures }) as HTMLSelectElement;
const member = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the signing-authority form', () => {
  it('asks who can give instructions; advanced offers a minimum (1 up to the members) or specific members by name', async () => {
    serveAccounts([joint]);
    serveSigningAuthority(null);
    const { user } = open(FORM_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing authority' })).toBeTruthy();
    expect(
      within(question())
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Any applicant to sign', 'All applicants to sign', 'Advanced settings']);
    expect(screen.queryByRole('radiogroup', { name: Messages.advancedSettings })).toBeNull();

    await user.click(pick(question(), 'Advanced settings'));
    await user.click(pick(group(Messages.advancedSettings), Messages.minimumNumberOfSignatures));
    expect(
      within(minimum())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select…', '1', '2', '3']);

    await user.click(pick(group(Messages.advancedSettings), Messages.signaturesOfSpecificMembers));
    expect(screen.queryByRole('combobox', { name: Messages.minimumNumberOfSignatures })).toBeNull();
    expect(screen.getByRole('group', { name: Messages.signaturesOfSpecificMembers })).toBeTruthy();
    expect([member('Ivy Investor'), member('Sam Partner'), member('Kit Third')].every((c) => !c.checked)).toBe(true);
  });

  it('puts each rule on its field and sends nothing', async () => {
    serveAccounts([joint]);
    const sent = serveSigningAuthority(null);
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Signing authority' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(question())).toBe(Messages.fieldRequired));

    await user.click(pick(question(), 'Advanced settings'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(group(Messages.advancedSettings))).toBe(Messages.fieldRequired));

    await user.click(pick(group(Messages.advancedSettings), Messages.minimumNumberOfSignatures));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(minimum().getAttribute('aria-invalid')).toBe('true'));

    await user.click(pick(group(Messages.advancedSettings), Messages.signaturesOfSpecificMembers));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AccountMessages.selectAtLeastOneMember)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('an option change resets the advanced fields (spec 2 §4): POST sends the reset values, then the next part', async () => {
    serveAccounts([joint]);
    const sent = serveSigningAuthority(null);
    const { user, location } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Signing authority' });
    await user.click(pick(question(), 'Advanced settings'));
    await user.click(pick(group(Messages.advancedSettings), Messages.signaturesOfSpecificMembers));
    await user.click(member('Sam Partner'));
    await user.click(pick(question(), 'Any applicant to sign'));
    // Back to advanced: the earlier choices are gone.
    await user.click(pick(question(), 'Advanced settings'));
    expect(
      (pick(group(Messages.advancedSettings), Messages.signaturesOfSpecificMembers) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(pick(question(), 'All applicants to sign'));
    expect(screen.queryByRole('radiogroup', { name: Messages.advancedSettings })).toBeNull();

    serveAccounts([{ ...joint, unfilled_fields: [UnfilledAccountField.corporate_account_details] }]);
    // The next form reads its own details and the lookups.
    serveIdentityLookups();
    server.use(
      http.get('*/api/accounts/:id/corporate-account-details/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/6/forms/company-details'));
    await screen.findByRole('heading', { level: 1, name: 'Corporate trustee details' });
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          signing_authority_option: 'all',
          advanced_settings_option: null,
          min_number_of_signatories: null,
          selected_signatories: [],
        },
      },
    ]);
  });

  it('sends a minimum number of signatures chosen from the list', async () => {
    serveAccounts([joint]);
    const sent = serveSigningAuthority(null);
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Signing authority' });
    await user.click(pick(question(), 'Advanced settings'));
    await user.click(pick(group(Messages.advancedSettings), Messages.minimumNumberOfSignatures));
    await user.selectOptions(minimum(), '2');
    serveAccounts([{ ...joint, unfilled_fields: [] }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ivy and Sam' })).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          signing_authority_option: 'advanced',
          advanced_settings_option: 'minimum_signatures',
          min_number_of_signatories: 2,
          selected_signatories: [],
        },
      },
    ]);
  });

  it('is prefilled when chosen before and changed with PATCH', async () => {
    serveAccounts([joint]);
    const sent = serveSigningAuthority(savedAuthority);
    const { user } = open(FORM_URL);
    expect(((await screen.findByRole('radio', { name: 'Advanced settings' })) as HTMLInputElement).checked).toBe(true);
    expect(member('Sam Partner').checked).toBe(true);
    expect(member('Ivy Investor').checked).toBe(false);
    await user.click(member('Ivy Investor'));
    serveAccounts([{ ...joint, unfilled_fields: [] }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ivy and Sam' })).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        body: {
          signing_authority_option: 'advanced',
          advanced_settings_option: 'specific_members',
          min_number_of_signatories: null,
          selected_signatories: [12, 7],
        },
      },
    ]);
  });

  it('shows the server’s error on its field and keeps the choice', async () => {
    serveAccounts([joint]);
    serveSigningAuthority(null, {
      status: 400,
      body: {
        field_errors: { min_number_of_signatories: [AccountMessages.tooManySignatures(2)] },
        non_field_errors: [],
      },
    });
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Signing authority' });
    await user.click(pick(question(), 'Advanced settings'));
    await user.click(pick(group(Messages.advancedSettings), Messages.minimumNumberOfSignatures));
    await user.selectOptions(minimum(), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AccountMessages.tooManySignatures(2))).toBeTruthy();
    expect(minimum().getAttribute('aria-invalid')).toBe('true');
    expect(minimum().value).toBe('3');
  });
});
