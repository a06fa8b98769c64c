import {
  CorporateTaxLabels,
  IndividualTaxLabels,
  Messages,
  UnfilledAccountField,
  corporateTaxCategoryOptions,
  type CorporateTax,
  type IndividualTax,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount, testAccountPerson } from '../../../testing/accounts';
import { serveIdentityLookups } from '../../../testing/identity';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const company = testAccount({
  id: 8,
  name: 'Banksia Capital Pty Ltd',
  type: 'company',
  status: 'pending',
  abn: '49923456713',
  acn: '923456713',
  users: [
    testAccountPerson({ has_individual_tax: false }),
    testAccountPerson({ id: 9, first_name: 'Max', last_name: 'Director', is_primary: false, has_individual_tax: true }),
  ],
  unfilled_fields: [UnfilledAccountField.individual_tax, UnfilledAccountField.corporate_tax],
});
const FORM_URL = '/accounts/8/forms/tax';

const savedIndividual: IndividualTax = {
  id: 3,
  has_not_tfn: false,
  tfn_masked: '******782',
  is_australian_tax_resident: true,
  is_other_country_tax_resident: false,
  tin: '',
  country_of_residence: '',
  can_edit: true,
};
const savedCorporate: CorporateTax = {
  account_id: 8,
  has_not_tfn: false,
  tfn_masked: '******210',
  abn: '49923456713',
  is_foreign_entity: false,
  tin: '',
  country: '',
  category: 'australian_private_company',
  category_display: 'Australian private company',
  can_edit: true,
};

/** Registered after (so before, in MSW's order) the accounts' `:id` handler, which would take its path. */
function serveCategories() {
  server.use(
    http.get('*/api/accounts/corporate-tax-categories/', () => HttpResponse.json(corporateTaxCategoryOptions())),
  );
}

/** The accounts calls over a new list, the categories still answered. */
function serveAccountsNow(accounts: Parameters<typeof serveAccounts>[0]) {
  serveAccounts(accounts);
  serveCategories();
}

type Sent = { what: string; method: string; body: unknown };

/** The tax calls: GETs answer what is stored (404 before); POST and PATCH record what they get. */
function serveTax(
  stored: { individual: IndividualTax | null; corporate: CorporateTax | null },
  answers: { corporate?: { status: number; body: object } } = {},
) {
  const sent: Sent[] = [];
  const notFound = () => HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 });
  const save =
    (what: 'individual' | 'corporate') =>
    async ({ request }: { request: Request }) => {
      const body = await request.json();
      sent.push({ what, method: request.method, body });
      const answer = what === 'corporate' ? answers.corporate : undefined;
      if (answer) return HttpResponse.json(answer.body, { status: answer.status });
      const base = what === 'individual' ? savedIndividual : savedCorporate;
      return HttpResponse.json({ ...base }, { status: request.method === 'POST' ? 201 : 200 });
    };
  serveCategories();
  server.use(
    http.get('*/api/accounts/:id/individual-tax/', () =>
      stored.individual ? HttpResponse.json(stored.individual) : notFound(),
    ),
    http.get('*/api/accounts/:id/corporate-tax/', () =>
      stored.corporate ? HttpResponse.json(stored.corporate) : notFound(),
    ),
    http.post('*/api/accounts/:id/individual-tax/', save('individual')),
    http.patch('*/api/accounts/:id/individual-tax/', save('individual')),
    http.post('*/api/accounts/:id/corporate-tax/', save('corporate')),
    http.patch('*/api/accounts/:id/corporate-tax/', save('corporate')),
  );
  return sent;
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  serveIdentityLookups();
  return renderApp({ url });
}

const form = (name: string) => screen.getByRole('form', { name });
const question = (within_: HTMLElement, name: string) => within(within_).getByRole('radiogroup', { name });
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('the account’s tax screen', () => {
  it('shows the individual form first while both are missing, and who on the account has given theirs', async () => {
    serveAccounts([company]);
    serveTax({ individual: null, corporate: null });
    open(FORM_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax details' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Your individual tax details' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Corporate tax details' })).toBeNull();
    const members = screen.getByRole('region', { name: 'Members’ individual tax details' });
    expect(within(members).getByText('Ivy Investor')).toBeTruthy();
    expect(within(members).getByText('Tax details not given yet')).toBeTruthy();
    expect(within(members).getByText('Max Director')).toBeTruthy();
    expect(within(members).getByText('Tax details given')).toBeTruthy();
  });

  it('puts each individual rule on its field and sends nothing', async () => {
    serveAccounts([company]);
    const sent = serveTax({ individual: null, corporate: null });
    const { user } = open(FORM_URL);
    const individual = await screen.findByRole('form', { name: 'Your individual tax details' });
    await user.type(within(individual).getByRole('textbox', { name: IndividualTaxLabels.tfn }), '1234567');
    await user.click(
      within(question(individual, IndividualTaxLabels.isOtherCountryTaxResident)).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(within(individual).getByRole('button', { name: 'Save individual tax details' }));
    const tfn = within(individual).getByRole('textbox', { name: IndividualTaxLabels.tfn });
    await waitFor(() => expect(tfn.getAttribute('aria-invalid')).toBe('true'));
    expect(description(tfn)).toBe('TFN must contain 8 or 9 digits');
    expect(description(question(individual, IndividualTaxLabels.isAustralianTaxResident))).toBe(Messages.fieldRequired);
    expect(
      within(individual)
        .getByRole('combobox', { name: IndividualTaxLabels.countryOfResidence })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(individual).getByRole('textbox', { name: IndividualTaxLabels.tin }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent).toEqual([]);
  });

  it('saves the individual tax with POST, then shows the corporate form, saves it with POST and goes to the account', async () => {
    serveAccounts([company]);
    const sent = serveTax({ individual: null, corporate: null });
    const { user, location } = open(FORM_URL);
    const individual = await screen.findByRole('form', { name: 'Your individual tax details' });
    await user.type(within(individual).getByRole('textbox', { name: IndividualTaxLabels.tfn }), '123 456 782');
    await user.click(
      within(question(individual, IndividualTaxLabels.isAustralianTaxResident)).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(question(individual, IndividualTaxLabels.isOtherCountryTaxResident)).getByRole('radio', { name: 'No' }),
    );
    const afterIndividual = {
      ...company,
      users: [testAccountPerson({ has_individual_tax: true }), company.users[1]!],
      unfilled_fields: [UnfilledAccountField.corporate_tax],
    };
    serveAccountsNow([afterIndividual]);
    await user.click(within(individual).getByRole('button', { name: 'Save individual tax details' }));

    // The fill-in comes back to this screen for the corporate tax, which now shows.
    const corporate = await screen.findByRole('form', { name: 'Corporate tax details' });
    expect(location().pathname).toBe(FORM_URL);
    expect(screen.queryByRole('form', { name: 'Your individual tax details' })).toBeNull();
    const abn = within(corporate).getByRole('textbox', { name: CorporateTaxLabels.abn }) as HTMLInputElement;
    expect(abn.value).toBe('49923456713');
    await user.type(within(corporate).getByRole('textbox', { name: CorporateTaxLabels.tfn }), '876543210');
    await user.click(
      within(question(corporate, CorporateTaxLabels.isForeignEntity)).getByRole('radio', { name: 'Yes' }),
    );
    await user.selectOptions(
      within(corporate).getByRole('combobox', { name: CorporateTaxLabels.country }),
      'New Zealand',
    );
    await user.type(within(corporate).getByRole('textbox', { name: CorporateTaxLabels.tin }), '123456789');
    await waitFor(() =>
      expect(
        within(within(corporate).getByRole('combobox', { name: CorporateTaxLabels.category })).getByRole('option', {
          name: 'Australian private company',
        }),
      ).toBeTruthy(),
    );
    await user.selectOptions(
      within(corporate).getByRole('combobox', { name: CorporateTaxLabels.category }),
      'Australian private company',
    );
    serveAccountsNow([{ ...afterIndividual, unfilled_fields: [] }]);
    await user.click(within(corporate).getByRole('button', { name: 'Save corporate tax details' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Banksia Capital Pty Ltd' })).toBeTruthy();
    expect(sent).toEqual([
      {
        what: 'individual',
        method: 'POST',
        body: {
          has_not_tfn: false,
          tfn: '123456782',
          is_australian_tax_resident: true,
          is_other_country_tax_resident: false,
          tin: '',
          country_of_residence: '',
        },
      },
      {
        what: 'corporate',
        method: 'POST',
        body: {
          has_not_tfn: false,
          tfn: '876543210',
          abn: '49923456713',
          is_foreign_entity: true,
          tin: '123456789',
          country: 'NZ',
          category: 'australian_private_company',
        },
      },
    ]);
  });

  it('shows the server’s errors on their fields and keeps what was typed', async () => {
    serveAccounts([{ ...company, unfilled_fields: [UnfilledAccountField.corporate_tax] }]);
    serveTax(
      { individual: savedIndividual, corporate: null },
      { corporate: { status: 400, body: { field_errors: { tfn: ['is not valid'] }, non_field_errors: [] } } },
    );
    const { user, location } = open(FORM_URL);
    const corporate = await screen.findByRole('form', { name: 'Corporate tax details' });
    await user.type(within(corporate).getByRole('textbox', { name: CorporateTaxLabels.tfn }), '565051603');
    await user.click(
      within(question(corporate, CorporateTaxLabels.isForeignEntity)).getByRole('radio', { name: 'No' }),
    );
    await waitFor(() => expect(within(corporate).getAllByRole('option', { name: 'Other' }).length).toBeGreaterThan(0));
    await user.selectOptions(within(corporate).getByRole('combobox', { name: CorporateTaxLabels.category }), 'Other');
    await user.click(within(corporate).getByRole('button', { name: 'Save corporate tax details' }));

    const tfn = within(corporate).getByRole('textbox', { name: CorporateTaxLabels.tfn }) as HTMLInputElement;
    await waitFor(() => expect(tfn.getAttribute('aria-invalid')).toBe('true'));
    expect(description(tfn)).toBe('is not valid');
    expect(tfn.value).toBe('565051603');
    expect(
      (within(corporate).getByRole('combobox', { name: CorporateTaxLabels.category }) as HTMLSelectElement).value,
    ).toBe('other');
    expect(location().pathname).toBe(FORM_URL);
  });

  it('is prefilled from saved details, the TFN masked as a hint, and changes them with PATCH', async () => {
    serveAccounts([{ ...company, unfilled_fields: [] }]);
    const sent = serveTax({ individual: savedIndividual, corporate: savedCorporate });
    const { user } = open(FORM_URL);
    const corporate = await screen.findByRole('form', { name: 'Corporate tax details' });
    expect(form('Your individual tax details')).toBeTruthy();
    const tfn = within(corporate).getByRole('textbox', { name: CorporateTaxLabels.tfn }) as HTMLInputElement;
    expect(tfn.value).toBe('');
    expect(description(tfn)).toContain('******210');
    await within(corporate).findByRole('option', { name: 'Australian private company' });
    expect(
      (within(corporate).getByRole('combobox', { name: CorporateTaxLabels.category }) as HTMLSelectElement).value,
    ).toBe('australian_private_company');
    await user.click(within(corporate).getByRole('checkbox', { name: CorporateTaxLabels.hasNotTfn }));
    expect(within(corporate).queryByRole('textbox', { name: CorporateTaxLabels.tfn })).toBeNull();
    await user.click(within(corporate).getByRole('button', { name: 'Save corporate tax details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Banksia Capital Pty Ltd' })).toBeTruthy();
    expect(sent).toEqual([
      {
        what: 'corporate',
        method: 'PATCH',
        body: {
          has_not_tfn: true,
          tfn: '',
          abn: '49923456713',
          is_foreign_entity: false,
          tin: '',
          country: '',
          category: 'australian_private_company',
        },
      },
    ]);
  });

  it('an individual account shows only the individual form; saved, it goes to the next missing form', async () => {
    const own = testAccount({
      id: 4,
      status: 'pending',
      unfilled_fields: [UnfilledAccountField.individual_tax, UnfilledAccountField.signing_authority],
    });
    serveAccounts([own]);
    const sent = serveTax({ individual: savedIndividual, corporate: null });
    const { user, location } = open('/accounts/4/forms/tax');
    const individual = await screen.findByRole('form', { name: 'Your individual tax details' });
    expect(screen.queryByRole('form', { name: 'Corporate tax details' })).toBeNull();
    const tfn = within(individual).getByRole('textbox', { name: IndividualTaxLabels.tfn });
    expect(description(tfn)).toContain('******782');
    await user.type(tfn, '123456782');
    serveAccountsNow([{ ...own, unfilled_fields: [UnfilledAccountField.signing_authority] }]);
    await user.click(within(individual).getByRole('button', { name: 'Save individual tax details' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/4/forms/signing-authority'));
    expect(sent.map((s) => `${s.what} ${s.method}`)).toEqual(['individual PATCH']);
  });
});
