import {
  CorporateAccountDetailsLabels as Labels,
  Messages,
  UnfilledAccountField,
  type CorporateAccountDetails,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { serveIdentityLookups } from '../../../testing/identity';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const company = testAccount({
  id: 8,
  name: 'Banksia Holdings Pty Ltd',
  type: 'company',
  status: 'pending',
  unfilled_fields: [UnfilledAccountField.corporate_account_details, UnfilledAccountField.bank_accounts],
});
const smsf = testAccount({
  id: 9,
  name: 'Banksia Super Fund',
  type: 'smsf',
  trustee: 'corporate',
  status: 'pending',
  unfilled_fields: [UnfilledAccountField.corporate_account_details],
});
const FORM_URL = '/accounts/8/forms/company-details';

const office = { country: 'AU', address_line_1: '10 Bridge St', suburb: 'Sydney', state: 'NSW', post_code: '2000' };
const postal = { country: 'NZ', address_line_1: 'PO Box 88', suburb: 'Wellington', state: 'Wgtn', post_code: '6011' };
const savedDetails: CorporateAccountDetails = {
  account_id: 8,
  is_investing_primary_activity: false,
  nature_of_activity: 'Farming',
  office_address: office,
  principal_place_address: office,
  principal_place_same_as_office: true,
  postal_address: postal,
  postal_same_as_office: false,
};

/** The company-details calls: GET answers what is stored (404 before), POST and PATCH record what they get. */
function serveCorporateDetails(stored: CorporateAccountDetails | null, answer?: { status: number; body: object }) {
  const sent: { method: string; body: unknown }[] = [];
  const save = async ({ request }: { request: Request }) => {
    const body = await request.json();
    sent.push({ method: request.method, body });
    if (answer) return HttpResponse.json(answer.body, { status: answer.status });
    return HttpResponse.json(savedDetails, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.get('*/api/accounts/:id/corporate-account-details/', () =>
      stored
        ? HttpResponse.json(stored)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
    ),
    http.post('*/api/accounts/:id/corporate-account-details/', save),
    http.patch('*/api/accounts/:id/corporate-account-details/', save),
  );
  return sent;
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  serveIdentityLookups();
  return renderApp({ url });
}

const question = () => screen.getByRole('radiogroup', { name: Labels.isInvestingPrimaryActivity });
const box = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });
const part = (group: string, name: string) => `${group}: ${name}`;

async function typeAddress(
  user: ReturnType<typeof open>['user'],
  group: string,
  address: { line: string; suburb: string; state: string; postCode: string },
) {
  await user.type(box(part(group, 'address line')), address.line);
  await user.type(box(part(group, 'suburb')), address.suburb);
  await waitFor(() => expect(within(combo(part(group, 'state'))).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(combo(part(group, 'state')), address.state);
  await user.type(box(part(group, 'post code')), address.postCode);
}

describe('the company-details form', () => {
  it('is titled for a company, and for the corporate trustee of an SMSF', async () => {
    serveAccounts([company, smsf]);
    serveCorporateDetails(null);
    open('/accounts/9/forms/company-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corporate trustee details' })).toBeTruthy();
  });

  it('shows the nature of activity only when investing is not primary, and each address as a group', async () => {
    serveAccounts([company]);
    serveCorporateDetails(null);
    const { user } = open(FORM_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company details' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: Labels.natureOfActivity })).toBeNull();
    await user.click(within(question()).getByRole('radio', { name: 'No' }));
    expect(box(Labels.natureOfActivity)).toBeTruthy();
    await user.click(within(question()).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('textbox', { name: Labels.natureOfActivity })).toBeNull();
    for (const group of [Labels.officeAddress, Labels.principalPlaceAddress, Labels.postalAddress]) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeTruthy();
      expect(combo(part(group, 'country'))).toBeTruthy();
      expect(screen.getByRole('combobox', { name: part(group, 'address search') })).toBeTruthy();
      expect(box(part(group, 'address line'))).toBeTruthy();
    }
  });

  it('puts each rule on its field, address parts included, and sends nothing', async () => {
    serveAccounts([company]);
    const sent = serveCorporateDetails(null);
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await user.click(within(question()).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(box(Labels.natureOfActivity).getAttribute('aria-invalid')).toBe('true'));
    for (const group of [Labels.officeAddress, Labels.principalPlaceAddress, Labels.postalAddress]) {
      expect(box(part(group, 'address line')).getAttribute('aria-invalid')).toBe('true');
      expect(box(part(group, 'suburb')).getAttribute('aria-invalid')).toBe('true');
      expect(box(part(group, 'post code')).getAttribute('aria-invalid')).toBe('true');
      expect(combo(part(group, 'state')).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText(Messages.fieldRequired).length).toBeGreaterThan(5);
    expect(sent).toEqual([]);
  });

  it('saves new details with POST, the cleared nature and "same as the office" sent, then shows the next part', async () => {
    serveAccounts([company]);
    const sent = serveCorporateDetails(null);
    const { user, location } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await user.click(within(question()).getByRole('radio', { name: 'No' }));
    await user.type(box(Labels.natureOfActivity), 'Typed then dropped');
    await user.click(within(question()).getByRole('radio', { name: 'Yes' }));
    await typeAddress(user, Labels.officeAddress, {
      line: '10 Bridge St',
      suburb: 'Sydney',
      state: 'New South Wales',
      postCode: '2000',
    });
    await user.click(screen.getByRole('checkbox', { name: Labels.principalPlaceSameAsOffice }));
    expect(screen.queryByRole('textbox', { name: part(Labels.principalPlaceAddress, 'address line') })).toBeNull();
    // Unticked, the postal address starts from the office's values.
    await user.click(screen.getByRole('checkbox', { name: Labels.postalSameAsOffice }));
    await user.click(screen.getByRole('checkbox', { name: Labels.postalSameAsOffice }));
    expect((box(part(Labels.postalAddress, 'suburb')) as HTMLInputElement).value).toBe('Sydney');
    await user.clear(box(part(Labels.postalAddress, 'address line')));
    await user.type(box(part(Labels.postalAddress, 'address line')), 'PO Box 1');

    serveAccounts([{ ...company, unfilled_fields: [UnfilledAccountField.signing_authority] }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/8/forms/signing-authority'));
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          is_investing_primary_activity: true,
          nature_of_activity: '',
          office_address: office,
          principal_place_address: null,
          postal_address: { ...office, address_line_1: 'PO Box 1' },
        },
      },
    ]);
  });

  it('fills an address from the address search, as the profile does', async () => {
    serveAccounts([company]);
    serveCorporateDetails(null);
    server.use(
      http.get('*/api/profiles/address-search/', () =>
        HttpResponse.json({
          results: [
            {
              label: '12 Harbour Road, Manly NSW 2095',
              street_number: '12',
              street_name: 'Harbour Road',
              suburb: 'Manly',
              state: 'NSW',
              post_code: '2095',
              country: 'AU',
            },
          ],
        }),
      ),
    );
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    await user.type(screen.getByRole('combobox', { name: part(Labels.officeAddress, 'address search') }), '12 Harb');
    await user.click(await screen.findByRole('option', { name: '12 Harbour Road, Manly NSW 2095' }));
    expect((box(part(Labels.officeAddress, 'address line')) as HTMLInputElement).value).toBe('12 Harbour Road');
    expect((box(part(Labels.officeAddress, 'suburb')) as HTMLInputElement).value).toBe('Manly');
    expect((box(part(Labels.officeAddress, 'post code')) as HTMLInputElement).value).toBe('2095');
    await waitFor(() => expect((combo(part(Labels.officeAddress, 'state')) as HTMLSelectElement).value).toBe('NSW'));
  });

  it('is prefilled from saved details, a "same as the office" box ticked, and changes them with PATCH', async () => {
    serveAccounts([company]);
    const sent = serveCorporateDetails(savedDetails);
    const { user } = open(FORM_URL);
    const nature = (await screen.findByRole('textbox', { name: Labels.natureOfActivity })) as HTMLInputElement;
    expect(nature.value).toBe('Farming');
    expect(
      (screen.getByRole('checkbox', { name: Labels.principalPlaceSameAsOffice }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: Labels.postalSameAsOffice }) as HTMLInputElement).checked).toBe(false);
    expect((box(part(Labels.postalAddress, 'state')) as HTMLInputElement).value).toBe('Wgtn');
    await user.clear(nature);
    await user.type(nature, 'Grazing');
    serveAccounts([{ ...company, unfilled_fields: [] }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Banksia Holdings Pty Ltd' })).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        body: {
          is_investing_primary_activity: false,
          nature_of_activity: 'Grazing',
          office_address: office,
          principal_place_address: null,
          postal_address: postal,
        },
      },
    ]);
  });

  it('shows the server’s errors on their fields, an address part included, and keeps what was typed', async () => {
    serveAccounts([company]);
    serveCorporateDetails(savedDetails, {
      status: 400,
      body: { field_errors: { 'postal_address.post_code': ['Not a post code we know.'] }, non_field_errors: [] },
    });
    const { user } = open(FORM_URL);
    await screen.findByRole('textbox', { name: Labels.natureOfActivity });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a post code we know.')).toBeTruthy();
    const postCode = box(part(Labels.postalAddress, 'post code')) as HTMLInputElement;
    expect(postCode.getAttribute('aria-invalid')).toBe('true');
    expect(postCode.value).toBe('6011');
  });
});
