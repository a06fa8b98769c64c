import {
  AccountMessages,
  Messages,
  type AbnLookupResult,
  type AccountCreateInput,
  type CorporateInfo,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { testInvite, testProfile } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const CREATE = '*/api/accounts/';
const ABN_LOOKUP = '*/api/accounts/abn-lookup/';
const CORPORATE_INFO = '*/api/accounts/fetch-corporate-info/';
/** Numbers that pass their check digits. */
const ABN = '51 824 753 556';
const ACN = '004 085 616';

async function openForm(url = '/account-setup/create-new-account/', heading = 'Create a new account') {
  session.signIn('k'.repeat(43));
  const app = renderApp({ url });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  return app;
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

const textbox = (name: string) => screen.getByRole('textbox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const button = (name: string) => screen.getByRole('button', { name });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const isReadOnly = (element: HTMLElement) => (element as HTMLInputElement).readOnly;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const isChecked = (element: HTMLElement) => (element as HTMLInputElement).checked;
/** The text the field's aria-describedby points at (its error or hint). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function abnAnswer(overrides: Partial<AbnLookupResult> = {}): AbnLookupResult {
  return {
    abn: '51824753556',
    organization_name: 'Bennett Family Super Fund',
    entity_type: 'ATO Regulated Self-Managed Superannuation Fund',
    status: 'active',
    acn: null,
    ...overrides,
  };
}

function corporateAnswer(overrides: Partial<CorporateInfo> = {}): CorporateInfo {
  return {
    acn: '004085616',
    business_name: 'Harbour Holdings Pty Ltd',
    company_type: 'Australian Proprietary Company',
    abn: null,
    officeholders: [
      { first_name: 'Jane', last_name: 'Citizen', role: 'director' },
      { first_name: 'Sam', last_name: 'Lee', role: 'secretary' },
    ],
    ...overrides,
  };
}

/** Answers the ABN lookup with `answer` and records what was asked. */
function serveAbnLookup(answer: () => Response) {
  const asked: unknown[] = [];
  server.use(
    http.post(ABN_LOOKUP, async ({ request }) => {
      asked.push(await request.json());
      return answer();
    }),
  );
  return asked;
}

function serveCorporateInfo(answer: () => Response) {
  const asked: unknown[] = [];
  server.use(
    http.post(CORPORATE_INFO, async ({ request }) => {
      asked.push(await request.json());
      return answer();
    }),
  );
  return asked;
}

async function chooseType(user: User, label: string) {
  await user.click(radio(label));
}

describe('account details: a new account', () => {
  it('shows each type the fields it takes', async () => {
    const { user } = await openForm();
    expect(isChecked(radio('New account'))).toBe(true);
    const absent = (role: 'textbox' | 'radiogroup' | 'button' | 'checkbox', name: string) =>
      expect(screen.queryByRole(role, { name })).toBeNull();

    await chooseType(user, 'Individual');
    expect(textbox('Account name')).toBeTruthy();
    for (const name of ['ABN', 'ACN']) absent('textbox', name);
    absent('radiogroup', 'Trustee type');

    await chooseType(user, 'Joint');
    expect(textbox('Account name')).toBeTruthy();
    for (const name of ['ABN', 'ACN']) absent('textbox', name);
    absent('radiogroup', 'Trustee type');

    await chooseType(user, 'Company');
    expect(valueOf(textbox('Company name'))).toBe('');
    expect(isReadOnly(textbox('Company name'))).toBe(false);
    expect(textbox('ACN')).toBeTruthy();
    expect(button('Validate')).toBeTruthy();
    absent('textbox', 'ABN');
    absent('radiogroup', 'Trustee type');

    await chooseType(user, 'Trust');
    expect(textbox('Trust name')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Trustee type' })).toBeTruthy();
    absent('textbox', 'ABN');
    absent('textbox', 'ACN');
    await user.click(radio('Individual trustee'));
    expect(screen.getByRole('checkbox', { name: AccountMessages.trusteeConfirmation })).toBeTruthy();
    absent('textbox', 'ACN');
    absent('textbox', 'Trustee company name');
    await user.click(radio('Corporate trustee'));
    expect(textbox('Trustee company name')).toBeTruthy();
    expect(textbox('ACN')).toBeTruthy();
    absent('checkbox', AccountMessages.trusteeConfirmation);

    await chooseType(user, 'SMSF');
    expect(textbox('ABN')).toBeTruthy();
    expect(button('Look up')).toBeTruthy();
    expect(isReadOnly(textbox('Fund name'))).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Trustee type' })).toBeTruthy();
    // A new type starts its own fields: the trust's trustee choice is not carried over.
    expect(isChecked(radio('Corporate trustee'))).toBe(false);
    absent('textbox', 'ACN');
  });

  it('a joint account chosen first starts with the person’s name too', async () => {
    const { user } = await openForm();
    await chooseType(user, 'Joint');
    expect(valueOf(textbox('Account name'))).toBe('Ivy Investor');
  });

  it('starts an individual or joint account with the person’s name; only the joint name is typed', async () => {
    const { user } = await openForm();
    await chooseType(user, 'Individual');
    expect(valueOf(textbox('Account name'))).toBe('Ivy Investor');
    expect(isReadOnly(textbox('Account name'))).toBe(true);

    await chooseType(user, 'Joint');
    expect(valueOf(textbox('Account name'))).toBe('Ivy Investor');
    expect(isReadOnly(textbox('Account name'))).toBe(false);
    await user.type(textbox('Account name'), ' & Jordan Holder');
    expect(valueOf(textbox('Account name'))).toBe('Ivy Investor & Jordan Holder');
  });

  it('fills an SMSF’s name from its ABN and shows the organisation found', async () => {
    const asked = serveAbnLookup(() => HttpResponse.json(abnAnswer()));
    const { user } = await openForm();
    await chooseType(user, 'SMSF');
    await user.type(textbox('ABN'), ABN);
    await user.click(button('Look up'));

    await waitFor(() => expect(valueOf(textbox('Fund name'))).toBe('Bennett Family Super Fund'));
    expect(asked).toEqual([{ abn: '51824753556' }]);
    expect(screen.getByText('Bennett Family Super Fund (ABN 51 824 753 556)')).toBeTruthy();

    // Another number no longer matches the name found for the first.
    await user.type(textbox('ABN'), '1');
    expect(valueOf(textbox('Fund name'))).toBe('');
  });

  it.each([
    ['the register does not answer (503)', 503, { detail: Messages.businessRegisterUnavailable, code: 'unavailable' }],
    [
      'the number is refused (400)',
      400,
      { field_errors: { abn: ['No business is registered under this ABN. Please check the number.'] } },
    ],
  ])('puts a failed ABN lookup on the ABN field and keeps every value: %s', async (_case, status, body) => {
    serveAbnLookup(() => HttpResponse.json(body, { status }));
    const { user, location } = await openForm();
    await chooseType(user, 'SMSF');
    await user.click(radio('Individual trustee'));
    await user.click(screen.getByRole('checkbox', { name: AccountMessages.trusteeConfirmation }));
    await user.type(textbox('ABN'), ABN);
    await user.click(button('Look up'));

    const expected =
      status === 503
        ? Messages.businessRegisterUnavailable
        : 'No business is registered under this ABN. Please check the number.';
    await waitFor(() => expect(descriptionOf(textbox('ABN'))).toBe(expected));
    expect(textbox('ABN').getAttribute('aria-invalid')).toBe('true');
    expect(valueOf(textbox('ABN'))).toBe(ABN);
    expect(isChecked(radio('SMSF'))).toBe(true);
    expect(isChecked(radio('Individual trustee'))).toBe(true);
    expect(isChecked(screen.getByRole('checkbox', { name: AccountMessages.trusteeConfirmation }))).toBe(true);
    expect(location().pathname).toBe('/account-setup/create-new-account/');
  });

  it('checks the ABN’s digits before asking the register', async () => {
    const asked = serveAbnLookup(() => HttpResponse.json(abnAnswer()));
    const { user } = await openForm();
    await chooseType(user, 'SMSF');
    await user.type(textbox('ABN'), '51 824 753 557');
    await user.click(button('Look up'));
    expect(descriptionOf(textbox('ABN'))).toBe(Messages.isNotValid);
    expect(asked).toEqual([]);
  });

  it('enables Validate only at exactly 9 digits, spaces aside', async () => {
    const { user } = await openForm();
    await chooseType(user, 'Company');
    expect(isDisabled(button('Validate'))).toBe(true);
    await user.type(textbox('ACN'), '004 085 61');
    expect(isDisabled(button('Validate'))).toBe(true);
    await user.type(textbox('ACN'), '6');
    expect(valueOf(textbox('ACN'))).toBe(ACN);
    expect(isDisabled(button('Validate'))).toBe(false);
    await user.type(textbox('ACN'), '1');
    expect(isDisabled(button('Validate'))).toBe(true);
  });

  it('fills a company’s name from its ACN and lists the officeholders', async () => {
    const asked = serveCorporateInfo(() => HttpResponse.json(corporateAnswer()));
    const { user } = await openForm();
    await chooseType(user, 'Company');
    await user.type(textbox('ACN'), ACN);
    await user.click(button('Validate'));

    await waitFor(() => expect(valueOf(textbox('Company name'))).toBe('Harbour Holdings Pty Ltd'));
    expect(asked).toEqual([{ acn: '004085616' }]);
    const officeholders = screen.getByRole('region', { name: 'Officeholders of Harbour Holdings Pty Ltd' });
    const items = within(officeholders)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Jane CitizenDirector', 'Sam LeeSecretary']);
  });

  it('fills a corporate trustee’s name from its ACN', async () => {
    serveCorporateInfo(() => HttpResponse.json(corporateAnswer({ business_name: 'Harbour Trustees Pty Ltd' })));
    const { user } = await openForm();
    await chooseType(user, 'Trust');
    await user.type(textbox('Trust name'), 'Citizen Family Trust');
    await user.click(radio('Corporate trustee'));
    await user.type(textbox('ACN'), ACN);
    await user.click(button('Validate'));

    await waitFor(() => expect(valueOf(textbox('Trustee company name'))).toBe('Harbour Trustees Pty Ltd'));
    expect(valueOf(textbox('Trust name'))).toBe('Citizen Family Trust');
    expect(screen.getByRole('region', { name: 'Officeholders of Harbour Trustees Pty Ltd' })).toBeTruthy();
  });

  it('puts a failed ACN lookup on the ACN field and keeps every value', async () => {
    serveCorporateInfo(() =>
      HttpResponse.json({ detail: Messages.businessRegisterUnavailable, code: 'unavailable' }, { status: 503 }),
    );
    const { user } = await openForm();
    await chooseType(user, 'Company');
    await user.type(textbox('Company name'), 'Harbour Holdings');
    await user.type(textbox('ACN'), ACN);
    await user.click(button('Validate'));

    await waitFor(() => expect(descriptionOf(textbox('ACN'))).toBe(Messages.businessRegisterUnavailable));
    expect(valueOf(textbox('ACN'))).toBe(ACN);
    expect(valueOf(textbox('Company name'))).toBe('Harbour Holdings');
  });

  it('puts the server’s field errors on their fields when the save fails, and keeps what was typed', async () => {
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          {
            field_errors: {
              name: ['An account with this name already exists.'],
              acn: ['This company has been deregistered and cannot be used for a new account.'],
            },
            non_field_errors: [],
          },
          { status: 400 },
        ),
      ),
    );
    const { user, location } = await openForm();
    await chooseType(user, 'Company');
    await user.type(textbox('Company name'), 'Harbour Holdings');
    await user.type(textbox('ACN'), ACN);
    await user.click(button('Create account'));

    await waitFor(() =>
      expect(descriptionOf(textbox('Company name'))).toBe('An account with this name already exists.'),
    );
    expect(descriptionOf(textbox('ACN'))).toBe(
      'This company has been deregistered and cannot be used for a new account.',
    );
    expect(valueOf(textbox('Company name'))).toBe('Harbour Holdings');
    expect(valueOf(textbox('ACN'))).toBe(ACN);
    expect(isChecked(radio('Company'))).toBe(true);
    expect(location().pathname).toBe('/account-setup/create-new-account/');
  });

  it('checks the form’s own rules before sending', async () => {
    let sent = false;
    server.use(
      http.post(CREATE, () => {
        sent = true;
        return HttpResponse.json({ id: 1 });
      }),
    );
    const { user } = await openForm();
    await user.click(button('Create account'));
    const types = screen.getByRole('radiogroup', { name: 'Account type' });
    await waitFor(() => expect(descriptionOf(types)).toBe(Messages.fieldRequired));

    await chooseType(user, 'Trust');
    await user.click(radio('Individual trustee'));
    await user.click(button('Create account'));
    const confirm = screen.getByRole('checkbox', { name: AccountMessages.trusteeConfirmation });
    await waitFor(() => expect(descriptionOf(confirm)).toBe(Messages.fieldRequired));
    expect(descriptionOf(textbox('Trust name'))).toBe(Messages.fieldRequired);
    expect(sent).toBe(false);
  });

  it('saves the account, opens its page and has the accounts list asked again', async () => {
    let sent: AccountCreateInput | undefined;
    const calls = serveAccounts([testAccount({ id: 42, name: 'Ivy Investor', status: 'pending' })]);
    server.use(
      http.post(CREATE, async ({ request }) => {
        sent = (await request.json()) as AccountCreateInput;
        return HttpResponse.json(testAccount({ id: 42, status: 'pending' }), { status: 201 });
      }),
    );
    const { user, location } = await openForm();
    // The existing accounts were read once (the form and the header's switcher share the list).
    await user.click(radio('Existing account'));
    expect(await screen.findByRole('listitem', { name: 'Ivy Investor' })).toBeTruthy();
    await user.click(radio('New account'));
    const listedBefore = calls.listed;

    await chooseType(user, 'Individual');
    await user.click(button('Create account'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ivy Investor' })).toBeTruthy();
    expect(location().pathname).toBe('/accounts/42');
    expect(sent).toEqual({
      type: 'individual',
      name: 'Ivy Investor',
      abn: '',
      acn: '',
      trustee: null,
      trustee_name: '',
      trustee_confirm: false,
    });
    await waitFor(() => expect(calls.listed).toBeGreaterThan(listedBefore));
  });

  it('sends an SMSF with its ABN’s name, digits only, and only the fields its trustee takes', async () => {
    let sent: AccountCreateInput | undefined;
    serveAbnLookup(() => HttpResponse.json(abnAnswer()));
    serveAccounts([testAccount({ id: 9, type: 'smsf', name: 'Bennett Family Super Fund' })]);
    server.use(
      http.post(CREATE, async ({ request }) => {
        sent = (await request.json()) as AccountCreateInput;
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { user, location } = await openForm('/account-setup/apply-now/', 'Apply now');
    await chooseType(user, 'SMSF');
    await user.type(textbox('ABN'), ABN);
    await user.click(button('Look up'));
    await waitFor(() => expect(valueOf(textbox('Fund name'))).toBe('Bennett Family Super Fund'));
    await user.click(radio('Individual trustee'));
    await user.click(screen.getByRole('checkbox', { name: AccountMessages.trusteeConfirmation }));
    await user.click(button('Create account'));

    await waitFor(() => expect(location().pathname).toBe('/accounts/9'));
    expect(sent).toEqual({
      type: 'smsf',
      name: 'Bennett Family Super Fund',
      abn: '51824753556',
      acn: '',
      trustee: 'individual',
      trustee_name: '',
      trustee_confirm: true,
    });
  });
});

describe('account details: from a registration invitation', () => {
  it('starts with the account the invitation was sent for, and can still be changed', async () => {
    const invite = testInvite({
      registration_step: 'account_create',
      account_type: 'trust',
      account_name: 'Lane Family Trust',
    });
    server.use(
      http.get('*/api/profiles/my/', () => HttpResponse.json(testProfile({ registration_invite_uuid: invite.uuid }))),
      http.get('*/api/auth/registration-invites/:uuid/', () => HttpResponse.json(invite)),
    );
    const { user } = await openForm('/account-setup/apply-now/', 'Apply now');
    expect(valueOf(textbox('Trust name'))).toBe('Lane Family Trust');
    expect(radio('Individual trustee')).toBeTruthy();
    await chooseType(user, 'Joint');
    expect(valueOf(textbox('Account name'))).toBe('Ivy Investor');
  });
});

describe('account details: an existing account', () => {
  const canSign = testAccount({
    id: 3,
    name: 'Bennett Family Super Fund',
    type: 'smsf',
    trustee: 'corporate',
    trustee_name: 'Bennett Trustees Pty Ltd',
    products: ['ipm', 'icf'],
  });
  const cannotSign = testAccount({
    id: 4,
    name: 'Harbour Holdings Pty Ltd',
    type: 'company',
    has_signing_authority: false,
  });

  it('lists the person’s accounts as cards; one without signing authority says so and cannot be chosen', async () => {
    serveAccounts([canSign, cannotSign]);
    const { user } = await openForm();
    await user.click(radio('Existing account'));

    const fund = await screen.findByRole('listitem', { name: 'Bennett Family Super Fund' });
    expect(within(fund).getByRole('heading', { level: 2, name: 'Bennett Family Super Fund' })).toBeTruthy();
    expect(within(fund).getByText('SMSF')).toBeTruthy();
    expect(within(fund).getByText('Corporate trustee: Bennett Trustees Pty Ltd')).toBeTruthy();
    expect(within(fund).getByText('Private portfolio, Loan notes')).toBeTruthy();
    expect(within(fund).getByRole('button', { name: 'Choose this account' })).toBeTruthy();
    expect(within(fund).queryByText(AccountMessages.noSigningAuthority)).toBeNull();

    const company = screen.getByRole('listitem', { name: 'Harbour Holdings Pty Ltd' });
    expect(within(company).getByText('Company')).toBeTruthy();
    expect(within(company).getByText(AccountMessages.noSigningAuthority)).toBeTruthy();
    expect(within(company).queryByRole('button')).toBeNull();
  });

  it('choosing an account selects it and goes on with it', async () => {
    const calls = serveAccounts([canSign, cannotSign]);
    const { user, location } = await openForm('/account-setup/apply-now/', 'Apply now');
    await user.click(radio('Existing account'));
    const fund = await screen.findByRole('listitem', { name: 'Bennett Family Super Fund' });
    await user.click(within(fund).getByRole('button', { name: 'Choose this account' }));

    await waitFor(() => expect(location().pathname).toBe('/accounts/3'));
    expect(calls.selected).toEqual([3]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bennett Family Super Fund' })).toBeTruthy();
  });

  it('says so when there is no account yet', async () => {
    serveAccounts([]);
    const { user } = await openForm();
    await user.click(radio('Existing account'));
    expect(await screen.findByText(AccountMessages.noAccountsYet)).toBeTruthy();
  });

  it('switching to existing and back starts the new account again', async () => {
    serveAccounts([canSign]);
    const { user } = await openForm();
    await chooseType(user, 'Company');
    await user.type(textbox('Company name'), 'Harbour Holdings');
    await user.click(radio('Existing account'));
    await screen.findByRole('listitem', { name: 'Bennett Family Super Fund' });
    expect(screen.queryByRole('radiogroup', { name: 'Account type' })).toBeNull();

    await user.click(radio('New account'));
    expect(isChecked(radio('Company'))).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Company name' })).toBeNull();
  });
});
