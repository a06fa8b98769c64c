import { BankAccountMessages, fileUploadProblem, Messages, UnfilledAccountField } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import {
  serveBankAccountOptions,
  serveBsbDirectory,
  testBankAccount,
  testBankDocument,
} from '../../../testing/bank-accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const URL = '/account-setup/apply-now/edit-bank-account-details/5';
const pending = testAccount({ id: 5, status: 'pending', unfilled_fields: [UnfilledAccountField.bank_accounts] });
const other = testBankAccount({
  id: 90,
  account: 8,
  name: 'Holiday',
  bsb: '083004',
  number: '99887766',
  bank: 'NAB',
  branch: 'Melbourne',
});

/** The setup step's calls: the account's and the user's bank accounts, uploads and saves, recorded. */
function serveSetup({
  own = [],
  mine = [],
  refusal,
  passwordRequired = false,
}: {
  own?: ReturnType<typeof testBankAccount>[];
  mine?: ReturnType<typeof testBankAccount>[];
  refusal?: object;
  passwordRequired?: boolean;
} = {}) {
  const calls = { posted: [] as unknown[], patched: [] as unknown[], uploaded: 0 };
  // The account is read again after the save: by then nothing is missing, so the account page follows.
  serveAccounts([pending]);
  let saved = false;
  serveBankAccountOptions(5, { passwordRequired });
  serveBsbDirectory();
  server.use(
    http.get('*/api/accounts/5/', () => HttpResponse.json(saved ? { ...pending, unfilled_fields: [] } : pending)),
    http.get('*/api/accounts/5/bank-accounts/', () => HttpResponse.json(own)),
    http.get('*/api/accounts/bank-accounts/', () => HttpResponse.json([...own, ...mine])),
    http.post('*/api/accounts/bank-account-documents/', () => {
      calls.uploaded += 1;
      return HttpResponse.json(testBankDocument({ id: 77, file_name: 'march.pdf' }), { status: 201 });
    }),
    http.post('*/api/accounts/5/bank-accounts/', async ({ request }) => {
      calls.posted.push(await request.json());
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      saved = true;
      return HttpResponse.json(testBankAccount({ id: 22 }), { status: 201 });
    }),
    http.patch('*/api/accounts/5/bank-accounts/:bid/', async ({ request }) => {
      calls.patched.push(await request.json());
      saved = true;
      return HttpResponse.json(testBankAccount({ id: 21 }));
    }),
  );
  return calls;
}

function open() {
  session.signIn('k'.repeat(43));
  return renderApp({ url: URL });
}

const statement = () => new File(['%PDF-1.7 test'], 'march.pdf', { type: 'application/pdf' });

async function fillNewAccount(user: ReturnType<typeof open>['user'], { number = '12345678', name = 'Everyday' } = {}) {
  await user.type(screen.getByRole('textbox', { name: 'BSB' }), '062-000');
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: 'Bank' }) as HTMLInputElement).value).toBe(
      'Commonwealth Bank of Australia',
    ),
  );
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Account name' }), name);
  fireEvent.change(screen.getByLabelText('Upload bank statement', { selector: 'input' }), {
    target: { files: [statement()] },
  });
  expect(await screen.findByRole('button', { name: 'Remove march.pdf' })).toBeTruthy();
}

describe('the bank account setup step', () => {
  it("offers the user's bank accounts and 'Add new bank account', whose form looks the BSB up and saves with POST", async () => {
    const own = testBankAccount({ id: 21, account: 5, number: '12345678' });
    const calls = serveSetup({ own: [own], mine: [other] });
    const { user, location } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank account' })).toBeTruthy();
    const choice = await screen.findByRole('radiogroup', { name: 'Bank account' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Everyday, BSB 062-000, account ending 678',
      'Holiday, BSB 083-004, account ending 766',
      Messages.addNewBankAccount,
    ]);
    expect((within(choice).getByRole('radio', { name: /Everyday/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(choice).getByRole('radio', { name: Messages.addNewBankAccount }));
    expect((screen.getByRole('textbox', { name: 'BSB' }) as HTMLInputElement).value).toBe('');
    await fillNewAccount(user);
    // Found: the names come from the directory and cannot be typed over.
    expect(screen.getByRole('textbox', { name: 'Branch' }).getAttribute('readonly')).not.toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/5'));
    expect(calls.posted).toEqual([
      {
        bsb: '062000',
        bank: 'Commonwealth Bank of Australia',
        branch: 'Sydney',
        name: 'Everyday',
        number: '12345678',
        document_file: 77,
        password: '',
      },
    ]);
    expect(calls.patched).toEqual([]);
  });

  it("copies another account's bank account to this one with POST, and keeps this account's one without a call", async () => {
    const own = testBankAccount({ id: 21, account: 5 });
    const calls = serveSetup({ own: [own], mine: [other] });
    const { user, location } = open();
    await user.click(await screen.findByRole('radio', { name: /Holiday/ }));
    expect((screen.getByRole('textbox', { name: 'Account name' }) as HTMLInputElement).value).toBe('Holiday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/5'));
    expect(calls.posted).toEqual([expect.objectContaining({ name: 'Holiday', bsb: '083004', document_file: 31 })]);
    expect(calls.patched).toEqual([]);
  });

  it('patches the chosen bank account of this account when its details were changed', async () => {
    const calls = serveSetup({ own: [testBankAccount({ id: 21, account: 5 })] });
    const { user, location } = open();
    const name = await screen.findByRole('textbox', { name: 'Account name' });
    await user.clear(name);
    await user.type(name, 'Bills');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/5'));
    expect(calls.patched).toEqual([expect.objectContaining({ name: 'Bills' })]);
    expect(calls.posted).toEqual([]);
  });

  it("shows the server's words under Bank when the BSB is unknown, and leaves Bank and Branch to type", async () => {
    serveSetup();
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'BSB' }), '999999');
    const bank = screen.getByRole('textbox', { name: 'Bank' });
    expect(await screen.findByText('BSB not found in the directory.')).toBeTruthy();
    expect(bank.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(bank.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'BSB not found in the directory.',
    );
    expect(bank.getAttribute('readonly')).toBeNull();
    await user.type(bank, 'Local Credit Union');
    await user.type(screen.getByRole('textbox', { name: 'Branch' }), 'Main Street');
    expect((bank as HTMLInputElement).value).toBe('Local Credit Union');
  });

  it('refuses an 11-digit number, a 256-character name and a missing statement with the rules of spec 2 §5', async () => {
    const calls = serveSetup();
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'Account number' }), '12345678901');
    const name = screen.getByRole('textbox', { name: 'Account name' });
    await user.click(name);
    await user.paste('n'.repeat(256));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.bankAccountNumberTooLong)).toBeTruthy();
    expect(screen.getByText(Messages.maxLength(255))).toBeTruthy();
    expect(screen.getByText(BankAccountMessages.documentRequired)).toBeTruthy();
    expect(calls.posted).toEqual([]);
  });

  it("puts the server's field error on its field and keeps what was typed", async () => {
    const calls = serveSetup({
      refusal: { field_errors: { number: ['This account number is not accepted.'] }, non_field_errors: [] },
    });
    const { user, location } = open();
    await screen.findByRole('textbox', { name: 'BSB' });
    await fillNewAccount(user, { number: '55554444', name: 'Main' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const number = screen.getByRole('textbox', { name: 'Account number' });
    expect(await screen.findByText('This account number is not accepted.')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect((number as HTMLInputElement).value).toBe('55554444');
    expect((screen.getByRole('textbox', { name: 'Account name' }) as HTMLInputElement).value).toBe('Main');
    expect(screen.getByRole('button', { name: 'Remove march.pdf' })).toBeTruthy();
    expect(calls.posted).toHaveLength(1);
    expect(location().pathname).toBe(URL);
  });

  it('checks the statement before sending it, and removing an uploaded one deletes it', async () => {
    const calls = serveSetup();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/accounts/bank-account-documents/:id/', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = open();
    const input = await screen.findByLabelText('Upload bank statement', { selector: 'input' });
    const big = new File(['%PDF-1.7'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(fileUploadProblem(big));
    expect(calls.uploaded).toBe(0);

    fireEvent.change(input, { target: { files: [statement()] } });
    await user.click(await screen.findByRole('button', { name: 'Remove march.pdf' }));
    expect(screen.queryByRole('button', { name: 'Remove march.pdf' })).toBeNull();
    await waitFor(() => expect(deleted).toEqual(['77']));
  });

  it('asks for the password when the server requires one', async () => {
    const calls = serveSetup({ passwordRequired: true });
    const { user } = open();
    await screen.findByRole('textbox', { name: 'BSB' });
    await fillNewAccount(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BankAccountMessages.passwordRequired)).toBeTruthy();
    expect(calls.posted).toEqual([]);
  });

  it('offers only the bank account already linked to a product, with the notice saying why', async () => {
    serveSetup({
      own: [
        testBankAccount({ id: 21, account: 5, linked_products: ['icf'] }),
        testBankAccount({ id: 23, account: 5, name: 'Spare' }),
      ],
      mine: [other],
    });
    open();
    expect(await screen.findByText(BankAccountMessages.linkedToLoanNote)).toBeTruthy();
    const radios = within(screen.getByRole('radiogroup', { name: 'Bank account' })).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Everyday, BSB 062-000, account ending 678' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: Messages.addNewBankAccount })).toBeNull();
  });
});
