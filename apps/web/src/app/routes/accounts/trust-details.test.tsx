import {
  AccountMessages,
  Messages,
  TrustDetailsLabels,
  UnfilledAccountField,
  type TrustDetails,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const trust = testAccount({
  id: 5,
  name: 'Citizen Family Trust',
  type: 'trust',
  trustee: 'individual',
  status: 'pending',
  unfilled_fields: [UnfilledAccountField.trust, UnfilledAccountField.bank_accounts],
});
const FORM_URL = '/accounts/5/forms/individual-trust-details';

const savedDetails: TrustDetails = {
  account_id: 5,
  type: 'unit',
  type_display: 'Unit trust',
  state: 'VIC',
  is_settled_sum_over_threshold: true,
  settlor_name: 'Margaret Citizen',
  is_investing_primary_activity: false,
  nature_of_activity: 'Farming',
};

/** The trust-details calls: GET answers what is stored (404 before), POST and PATCH record what they get. */
function serveTrustDetails(stored: TrustDetails | null, answer?: { status: number; body: object }) {
  const sent: { method: string; body: unknown }[] = [];
  const save = async ({ request }: { request: Request }) => {
    const body = await request.json();
    sent.push({ method: request.method, body });
    if (answer) return HttpResponse.json(answer.body, { status: answer.status });
    return HttpResponse.json(
      { ...savedDetails, ...(body as object), account_id: 5 },
      { status: request.method === 'POST' ? 201 : 200 },
    );
  };
  server.use(
    http.get('*/api/accounts/:id/trust-details/', () =>
      stored
        ? HttpResponse.json(stored)
        : HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
    ),
    http.post('*/api/accounts/:id/trust-details/', save),
    http.patch('*/api/accounts/:id/trust-details/', save),
  );
  return sent;
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const question = (name: string) => screen.getByRole('radiogroup', { name });
/** The message a control is described by (its field error). */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('the trust-details form', () => {
  it('shows the settlor only for a settled sum of $10,000 or more, the nature of activity only when investing is not primary', async () => {
    serveAccounts([trust]);
    serveTrustDetails(null);
    const { user } = open(FORM_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trust details' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: TrustDetailsLabels.type })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: TrustDetailsLabels.state })).toBeTruthy();
    expect(TrustDetailsLabels.isSettledSumOverThreshold).toBe('Was the settled sum $10,000 or more?');
    expect(screen.queryByRole('textbox', { name: TrustDetailsLabels.settlorName })).toBeNull();
    expect(screen.queryByRole('textbox', { name: TrustDetailsLabels.natureOfActivity })).toBeNull();

    await user.click(
      within(question(TrustDetailsLabels.isSettledSumOverThreshold)).getByRole('radio', { name: 'Yes' }),
    );
    expect(screen.getByRole('textbox', { name: TrustDetailsLabels.settlorName })).toBeTruthy();
    await user.click(within(question(TrustDetailsLabels.isSettledSumOverThreshold)).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: TrustDetailsLabels.settlorName })).toBeNull();

    await user.click(
      within(question(TrustDetailsLabels.isInvestingPrimaryActivity)).getByRole('radio', { name: 'No' }),
    );
    expect(screen.getByRole('textbox', { name: TrustDetailsLabels.natureOfActivity })).toBeTruthy();
    await user.click(
      within(question(TrustDetailsLabels.isInvestingPrimaryActivity)).getByRole('radio', { name: 'Yes' }),
    );
    expect(screen.queryByRole('textbox', { name: TrustDetailsLabels.natureOfActivity })).toBeNull();
  });

  it('puts each rule on its field and sends nothing', async () => {
    serveAccounts([trust]);
    const sent = serveTrustDetails(null);
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Trust details' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: TrustDetailsLabels.type }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByRole('combobox', { name: TrustDetailsLabels.state }).getAttribute('aria-invalid')).toBe('true');
    expect(description(question(TrustDetailsLabels.isSettledSumOverThreshold))).toBe(Messages.fieldRequired);
    expect(description(question(TrustDetailsLabels.isInvestingPrimaryActivity))).toBe(Messages.fieldRequired);

    await user.click(
      within(question(TrustDetailsLabels.isSettledSumOverThreshold)).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(question(TrustDetailsLabels.isInvestingPrimaryActivity)).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: TrustDetailsLabels.settlorName }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(
      screen.getByRole('textbox', { name: TrustDetailsLabels.natureOfActivity }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent).toEqual([]);
  });

  it('saves a new trust’s details with POST, the cleared values sent, and goes back to the account', async () => {
    const saved = { ...trust, unfilled_fields: [] };
    serveAccounts([trust]);
    const sent = serveTrustDetails(null);
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Trust details' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: TrustDetailsLabels.type }),
      'Discretionary (family) trust',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: TrustDetailsLabels.state }), 'New South Wales');
    await user.click(
      within(question(TrustDetailsLabels.isSettledSumOverThreshold)).getByRole('radio', { name: 'Yes' }),
    );
    await user.type(screen.getByRole('textbox', { name: TrustDetailsLabels.settlorName }), 'Typed then dropped');
    await user.click(within(question(TrustDetailsLabels.isSettledSumOverThreshold)).getByRole('radio', { name: 'No' }));
    await user.click(
      within(question(TrustDetailsLabels.isInvestingPrimaryActivity)).getByRole('radio', { name: 'Yes' }),
    );
    serveAccounts([saved]);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Citizen Family Trust' })).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          type: 'discretionary',
          state: 'NSW',
          is_settled_sum_over_threshold: false,
          settlor_name: '',
          is_investing_primary_activity: true,
          nature_of_activity: '',
        },
      },
    ]);
    const missing = screen.getByRole('region', { name: 'Missing details' });
    expect(within(missing).getByText(AccountMessages.nothingMissing)).toBeTruthy();
  });

  it('shows the server’s errors on their fields and keeps what was typed', async () => {
    serveAccounts([trust]);
    serveTrustDetails(null, {
      status: 400,
      body: { field_errors: { settlor_name: ['The settlor is not known.'] }, non_field_errors: [] },
    });
    const { user } = open(FORM_URL);
    await screen.findByRole('heading', { level: 1, name: 'Trust details' });
    await user.selectOptions(screen.getByRole('combobox', { name: TrustDetailsLabels.type }), 'Unit trust');
    await user.selectOptions(screen.getByRole('combobox', { name: TrustDetailsLabels.state }), 'Queensland');
    await user.click(
      within(question(TrustDetailsLabels.isSettledSumOverThreshold)).getByRole('radio', { name: 'Yes' }),
    );
    await user.type(screen.getByRole('textbox', { name: TrustDetailsLabels.settlorName }), 'Ann Settlor');
    await user.click(
      within(question(TrustDetailsLabels.isInvestingPrimaryActivity)).getByRole('radio', { name: 'No' }),
    );
    await user.type(screen.getByRole('textbox', { name: TrustDetailsLabels.natureOfActivity }), 'Property');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The settlor is not known.')).toBeTruthy();
    const settlor = screen.getByRole('textbox', { name: TrustDetailsLabels.settlorName }) as HTMLInputElement;
    expect(settlor.getAttribute('aria-invalid')).toBe('true');
    expect(settlor.value).toBe('Ann Settlor');
    expect((screen.getByRole('textbox', { name: TrustDetailsLabels.natureOfActivity }) as HTMLInputElement).value).toBe(
      'Property',
    );
    expect((screen.getByRole('combobox', { name: TrustDetailsLabels.state }) as HTMLSelectElement).value).toBe('QLD');
    expect(screen.getByRole('heading', { level: 1, name: 'Trust details' })).toBeTruthy();
  });

  it('is prefilled from saved details and changes them with PATCH', async () => {
    serveAccounts([trust]);
    const sent = serveTrustDetails(savedDetails);
    const { user } = open(FORM_URL);
    const settlor = (await screen.findByRole('textbox', { name: TrustDetailsLabels.settlorName })) as HTMLInputElement;
    expect(settlor.value).toBe('Margaret Citizen');
    expect((screen.getByRole('combobox', { name: TrustDetailsLabels.type }) as HTMLSelectElement).value).toBe('unit');
    expect((screen.getByRole('combobox', { name: TrustDetailsLabels.state }) as HTMLSelectElement).value).toBe('VIC');
    expect((screen.getByRole('textbox', { name: TrustDetailsLabels.natureOfActivity }) as HTMLInputElement).value).toBe(
      'Farming',
    );
    await user.clear(settlor);
    await user.type(settlor, 'Maggie Citizen');
    serveAccounts([{ ...trust, unfilled_fields: [] }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Citizen Family Trust' })).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PATCH',
        body: {
          type: 'unit',
          state: 'VIC',
          is_settled_sum_over_threshold: true,
          settlor_name: 'Maggie Citizen',
          is_investing_primary_activity: false,
          nature_of_activity: 'Farming',
        },
      },
    ]);
  });

  it('is reached from the account page’s missing trust details', async () => {
    serveAccounts([trust]);
    serveTrustDetails(null);
    const { user } = open('/accounts/5');
    const missing = await screen.findByRole('region', { name: 'Missing details' });
    await user.click(within(missing).getByRole('link', { name: 'Trust details' }));
    expect(await screen.findByRole('radiogroup', { name: TrustDetailsLabels.isSettledSumOverThreshold })).toBeTruthy();
    expect(within(missing.ownerDocument.body).queryByText('Bank accounts')).toBeNull();
  });

  it('once saved, shows the form of the next missing part (spec 2 §4 fill-in)', async () => {
    serveAccounts([trust]);
    serveTrustDetails(savedDetails);
    const { user } = open(FORM_URL);
    await screen.findByRole('textbox', { name: TrustDetailsLabels.settlorName });
    serveAccounts([{ ...trust, unfilled_fields: [UnfilledAccountField.signing_authority] }]);
    server.use(
      http.get('*/api/accounts/5/signing-authority/', () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing authority' })).toBeTruthy();
  });
});
