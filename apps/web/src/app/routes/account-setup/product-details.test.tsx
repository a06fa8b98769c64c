import { Messages, WelcomeTermMessages, type LoanNoteBundle, type NoteType } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { testBankAccount } from '../../../testing/bank-accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const noteType = (overrides: Partial<NoteType> & { id: number }): NoteType => ({
  key: `type-${overrides.id}`,
  term: 6,
  term_unit: 'months',
  interest_type: 'fixed',
  interest_rate: '5.400',
  active: true,
  label: '6 months',
  interest_frequency: 'quarterly',
  is_at_call: false,
  ...overrides,
});
const TYPES = [
  noteType({
    id: 1,
    term: 48,
    term_unit: 'hours',
    label: '48-hour at call',
    interest_rate: '4.100',
    interest_frequency: 'monthly',
    is_at_call: true,
  }),
  noteType({ id: 2 }),
  noteType({ id: 3, term: 24, label: '2 years', interest_rate: '6.500' }),
];
const bundle = (overrides: Partial<LoanNoteBundle> = {}): LoanNoteBundle => ({
  id: 40,
  account: 5,
  product: 'icf',
  bank_account: 21,
  status: 'draft',
  loan_notes: [
    { id: 1, note_type: 2, face_value: 1_250_050, interest_capitalisation: true, is_automatically_created: false },
  ],
  next_step: 'account',
  created: '2026-11-01T00:00:00Z',
  modified: '2026-11-01T00:00:00Z',
  ...overrides,
});

/** The screen's calls: the account's application (if any), its note types and bank accounts; saves recorded. */
function serve({
  existing,
  bankAccounts = [testBankAccount({ id: 21, account: 5, number: '12345678' })],
  refusal,
  saved = bundle(),
}: {
  existing?: LoanNoteBundle;
  bankAccounts?: ReturnType<typeof testBankAccount>[];
  refusal?: object;
  saved?: LoanNoteBundle;
} = {}) {
  const calls = { posted: [] as unknown[], patched: [] as unknown[] };
  server.use(
    http.get('*/api/ipm/loan-note-products/', ({ request }) => {
      expect(new URL(request.url).searchParams.get('account')).toBe('5');
      const results = existing ? [existing] : [];
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get('*/api/ipm/note-types/', () =>
      HttpResponse.json({ count: TYPES.length, next: null, previous: null, results: TYPES }),
    ),
    http.get('*/api/accounts/5/bank-accounts/', () => HttpResponse.json(bankAccounts)),
    http.post('*/api/ipm/apply-now/loan-notes/', async ({ request }) => {
      calls.posted.push(await request.json());
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.patch('*/api/ipm/loan-note-bundles/40/', async ({ request }) => {
      calls.patched.push(await request.json());
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      return HttpResponse.json(saved);
    }),
  );
  return calls;
}

function open(url = '/account-setup/apply-now/create-product-details/5') {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const note = (n: number) => screen.getByRole('group', { name: `Loan note ${n}` });

async function fillNote(
  user: ReturnType<typeof open>['user'],
  n: number,
  typeLabel: string,
  amount: string,
  capitalise: boolean,
) {
  const group = note(n);
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Product' }), typeLabel);
  await user.clear(within(group).getByRole('textbox', { name: 'Face value' }));
  await user.type(within(group).getByRole('textbox', { name: 'Face value' }), amount);
  await user.click(
    within(group).getByRole('radio', { name: capitalise ? 'Capitalise interest' : 'Pay interest to my bank account' }),
  );
}

describe('the loan note product details', () => {
  it('lists the note types with their terms and interest frequency, and applies with the notes in cents', async () => {
    const calls = serve({ saved: bundle({ next_step: 'summary' }) });
    const { user, location } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product details' })).toBeTruthy();
    await screen.findByRole('group', { name: 'Loan note 1' });
    const product = within(note(1)).getByRole('combobox', { name: 'Product' });
    expect(
      within(product)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select…',
      '48-hour at call, 4.100% p.a., interest paid monthly',
      '6 months, 5.400% p.a., interest paid quarterly',
      '2 years, 6.500% p.a., interest paid quarterly',
    ]);
    // The only active bank account is chosen already.
    expect(
      (screen.getByRole('radio', { name: 'Everyday, BSB 062-000, account ending 678' }) as HTMLInputElement).checked,
    ).toBe(true);
    await fillNote(user, 1, '48-hour at call, 4.100% p.a., interest paid monthly', '1', false);
    await user.click(screen.getByRole('button', { name: 'Add a loan note' }));
    await fillNote(user, 2, '2 years, 6.500% p.a., interest paid quarterly', '25,000.50', true);
    await user.click(screen.getByRole('checkbox', { name: WelcomeTermMessages.over18AndResident }));
    await user.click(
      screen.getByRole('checkbox', { name: 'I am not a tax resident of the United States of America or Canada.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location().pathname).toBe('/loan-note-application-summary/'));
    expect(location().search).toBe('?account_id=5');
    expect(calls.posted).toEqual([
      {
        account: 5,
        bank_account: 21,
        loan_notes: [
          { note_type: 1, face_value: 100, interest_capitalisation: false },
          { note_type: 3, face_value: 2_500_050, interest_capitalisation: true },
        ],
      },
    ]);
  });

  it('asks for every field and both terms before sending anything', async () => {
    const calls = serve();
    const { user } = open();
    await screen.findByRole('group', { name: 'Loan note 1' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(note(1)).findAllByText(Messages.fieldRequired)).toHaveLength(3);
    expect(screen.getAllByText('Tick this box to continue.')).toHaveLength(2);
    expect(calls.posted).toEqual([]);
  });

  it('puts the server’s field errors on the notes and keeps what was typed', async () => {
    const calls = serve({
      refusal: {
        field_errors: {
          'loan_notes.0.face_value': ['Enter an amount equal to or greater than $10,000'],
          'loan_notes.1.note_type': ['A 48-hour at call note may be chosen only once per application.'],
        },
      },
    });
    const { user, location } = open();
    await screen.findByRole('group', { name: 'Loan note 1' });
    await fillNote(user, 1, '6 months, 5.400% p.a., interest paid quarterly', '9,999.99', false);
    await user.click(screen.getByRole('button', { name: 'Add a loan note' }));
    await fillNote(user, 2, '48-hour at call, 4.100% p.a., interest paid monthly', '5', false);
    await user.click(screen.getByRole('checkbox', { name: WelcomeTermMessages.over18AndResident }));
    await user.click(
      screen.getByRole('checkbox', { name: 'I am not a tax resident of the United States of America or Canada.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(note(1)).findByText('Enter an amount equal to or greater than $10,000')).toBeTruthy();
    expect(within(note(2)).getByText('A 48-hour at call note may be chosen only once per application.')).toBeTruthy();
    expect((within(note(1)).getByRole('textbox', { name: 'Face value' }) as HTMLInputElement).value).toBe('9,999.99');
    expect((within(note(2)).getByRole('textbox', { name: 'Face value' }) as HTMLInputElement).value).toBe('5');
    expect(calls.posted).toHaveLength(1);
    expect(location().pathname).toBe('/account-setup/apply-now/create-product-details/5');
  });

  it('Note type is not active: the Product option is not available dialog', async () => {
    serve({ refusal: { field_errors: { 'loan_notes.0.note_type': [Messages.noteTypeNotActive] } } });
    const { user } = open();
    await screen.findByRole('group', { name: 'Loan note 1' });
    await fillNote(user, 1, '6 months, 5.400% p.a., interest paid quarterly', '10,000', true);
    await user.click(screen.getByRole('checkbox', { name: WelcomeTermMessages.over18AndResident }));
    await user.click(
      screen.getByRole('checkbox', { name: 'I am not a tax resident of the United States of America or Canada.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.productNotAvailableTitle });
    expect(within(dialog).getByText(Messages.productNotAvailable)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The message stays on the note's product, and what was typed stays.
    expect(within(note(1)).getByText(Messages.noteTypeNotActive)).toBeTruthy();
    expect((within(note(1)).getByRole('textbox', { name: 'Face value' }) as HTMLInputElement).value).toBe('10,000');
  });

  it('edits the application: its notes shown in dollars, no terms, PATCH, then the account page while details are missing', async () => {
    serveAccounts([testAccount({ id: 5, status: 'pending', products: ['icf'] })]);
    const calls = serve({ existing: bundle() });
    const { user, location } = open('/account-setup/apply-now/edit-product-details/5');
    const face = await within(await screen.findByRole('group', { name: 'Loan note 1' })).findByRole('textbox', {
      name: 'Face value',
    });
    expect((face as HTMLInputElement).value).toBe('12,500.50');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a loan note' }));
    await fillNote(user, 2, '48-hour at call, 4.100% p.a., interest paid monthly', '50', false);
    await user.click(within(note(2)).getByRole('button', { name: 'Remove loan note 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/5'));
    expect(calls.patched).toEqual([
      { bank_account: 21, loan_notes: [{ note_type: 2, face_value: 1_250_050, interest_capitalisation: true }] },
    ]);
  });

  it('without an active bank account: a link to the bank account step', async () => {
    serve({ bankAccounts: [] });
    open();
    const link = await screen.findByRole('link', { name: 'Add a bank account' });
    expect(link.getAttribute('href')).toBe('/account-setup/apply-now/edit-bank-account-details/5');
  });

  it('the account page leads to the product details until the account has applied, then to changing them', async () => {
    serveAccounts([testAccount({ id: 5, status: 'pending', products: ['icf'], unfilled_fields: [] })]);
    serve();
    let applied = false;
    server.use(
      http.get('*/api/accounts/5/activation-steps/', () =>
        HttpResponse.json({
          steps: ['activate_account', applied ? 'finish_loan_note_application' : 'loan_note_not_created'],
          unfilled_fields: [],
        }),
      ),
    );
    const first = open('/accounts/5');
    const apply = await screen.findByRole('link', { name: 'Apply for loan notes' });
    expect(apply.getAttribute('href')).toBe('/account-setup/apply-now/create-product-details/5');
    first.unmount();
    applied = true;
    open('/accounts/5');
    const change = await screen.findByRole('link', { name: 'Change loan notes' });
    expect(change.getAttribute('href')).toBe('/account-setup/apply-now/edit-product-details/5');
  });
});
