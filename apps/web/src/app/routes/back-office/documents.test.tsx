import { Messages, OperatorDocumentMessages, type OperatorDocument } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderBackOfficeQueues } from '../../../testing/back-office-queues';
import { server } from '../../../testing/mocks/server';

function document(overrides: Partial<OperatorDocument> = {}): OperatorDocument {
  return {
    id: 1,
    file: '/api/ipm/documents/1/download/',
    file_name: 'fy26-tax.pdf',
    content_type: 'application/pdf',
    account: { id: 12, name: 'Bennett Capital Pty Ltd' },
    account_code: 'DEMO-CO-001',
    category: 'Tax Statement',
    company: 'FY26 tax statement',
    date_of: '2026-07-31',
    file_size: 3000,
    file_size_verbose: '2.9 KB',
    is_annual_summary_tax_pack: false,
    created: '2026-11-20T01:00:00Z',
    ...overrides,
  };
}

const TAX = document();
const FEES = document({
  id: 2,
  file_name: 'fees.pdf',
  account: { id: 13, name: 'Jones Super Fund' },
  account_code: 'DEMO-SMSF-001',
  category: 'Fee Statement',
  company: 'Fees FY26',
});

const ACCOUNTS = [
  { id: 12, code: 'DEMO-CO-001', name: 'Bennett Capital Pty Ltd' },
  { id: 13, code: 'DEMO-SMSF-001', name: 'Jones Super Fund' },
];

function serveDocuments(options: { upload?: (fields: Record<string, string>) => Response | undefined } = {}) {
  const calls = { lists: [] as URLSearchParams[], previews: [] as unknown[], uploads: [] as Record<string, string>[] };
  server.use(
    http.get('*/api/operator/documents/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.lists.push(params);
      const category = params.get('category');
      const search = params.get('search')?.toLowerCase() ?? '';
      const results = [TAX, FEES].filter(
        (d) => (!category || d.category === category) && d.company.toLowerCase().includes(search),
      );
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.post('*/api/operator/documents/bulk/preview/', async ({ request }) => {
      const body = (await request.json()) as { accounts: string; every_active: boolean };
      calls.previews.push(body);
      if (body.accounts.includes('NOPE'))
        return HttpResponse.json(
          { field_errors: { accounts: [OperatorDocumentMessages.unknownAccounts(['NOPE'])] } },
          { status: 400 },
        );
      const accounts = body.every_active ? ACCOUNTS : ACCOUNTS.filter((a) => body.accounts.includes(a.code));
      return HttpResponse.json({ count: accounts.length, accounts });
    }),
    http.post('*/api/operator/documents/bulk/', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        fields[key] = typeof value === 'string' ? value : `file:${value.name}`;
      });
      calls.uploads.push(fields);
      const refused = options.upload?.(fields);
      if (refused) return refused;
      return HttpResponse.json({ count: Number(fields.confirm_count), documents: [TAX] }, { status: 201 });
    }),
  );
  return calls;
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Documents' }))
    .getAllByRole('row')
    .slice(1);

async function openUpload(user: ReturnType<typeof renderBackOfficeQueues>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Upload document' }));
  return screen.getByRole('dialog', { name: 'Upload document' });
}

async function fillUpload(user: ReturnType<typeof renderBackOfficeQueues>['user'], dialog: HTMLElement) {
  await user.upload(
    within(dialog).getByLabelText('File (PDF, PNG or JPG)'),
    new File(['%PDF-1.7'], 'notice.pdf', { type: 'application/pdf' }),
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'November notice');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Quarterly Report');
}

describe('the documents queue', () => {
  it('lists a page of documents: title, file, category, account, dates', async () => {
    const calls = serveDocuments();
    renderBackOfficeQueues('/back-office/documents/');
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeTruthy();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(calls.lists[0]?.get('ordering')).toBe('-created');
    const tax = within(dataRows()[0]!);
    expect(tax.getByText('FY26 tax statement')).toBeTruthy();
    expect(tax.getByText('fy26-tax.pdf')).toBeTruthy();
    expect(tax.getByText('Tax Statement')).toBeTruthy();
    expect(tax.getByText('Bennett Capital Pty Ltd (DEMO-CO-001)')).toBeTruthy();
    expect(tax.getByText('31 Jul 2026')).toBeTruthy();
  });

  it('asks the route for a category and a search', async () => {
    const calls = serveDocuments();
    const { user } = renderBackOfficeQueues('/back-office/documents/');
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Fee Statement' }));
    await waitFor(() => expect(calls.lists.at(-1)?.get('category')).toBe('Fee Statement'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'All categories' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title, file or account' }), 'fy26 tax');
    await waitFor(() => expect(calls.lists.at(-1)?.get('search')).toBe('fy26 tax'));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
  });
});

describe('uploading a document', () => {
  it('says what is missing on each field, and uploads nothing', async () => {
    const calls = serveDocuments();
    const { user } = renderBackOfficeQueues('/back-office/documents/');
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(OperatorDocumentMessages.categoryRequired)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'November notice');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Quarterly Report');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(OperatorDocumentMessages.accountsRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Account numbers' }), 'DEMO-CO-001');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(Messages.fieldRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText('File (PDF, PNG or JPG)').getAttribute('aria-invalid')).toBe('true');
    expect(calls.previews).toHaveLength(0);
    expect((within(dialog).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews who receives it, then uploads with a confirmation naming the count', async () => {
    const calls = serveDocuments();
    const { user } = renderBackOfficeQueues('/back-office/documents/');
    const dialog = await openUpload(user);
    await fillUpload(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Account numbers' }), 'DEMO-CO-001, DEMO-SMSF-001');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const who = await within(dialog).findByRole('region', { name: 'Who receives it' });
    expect(within(who).getByText('It would go to 2 accounts.')).toBeTruthy();
    expect(within(who).getByText('Jones Super Fund')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const confirm = screen.getByRole('dialog', { name: 'Upload this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Upload to 2 accounts' }));
    expect(await screen.findByText('“November notice” uploaded to 2 accounts.')).toBeTruthy();
    expect(calls.uploads[0]).toMatchObject({
      accounts: 'DEMO-CO-001, DEMO-SMSF-001',
      every_active: 'false',
      category: 'Quarterly Report',
      description: 'November notice',
      confirm_count: '2',
      // jsdom's File reaches MSW's FormData as a Blob part: a file part was sent, its name is lost here.
      file: expect.stringMatching(/^file:/),
    });
  });

  it('sends every active account with the preview’s count', async () => {
    const calls = serveDocuments();
    const { user } = renderBackOfficeQueues('/back-office/documents/');
    const dialog = await openUpload(user);
    await fillUpload(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Every active account' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Account numbers' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('It would go to 2 accounts.')).toBeTruthy();
    expect(calls.previews[0]).toEqual({ accounts: '', every_active: true });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Upload to 2 accounts' }));
    await waitFor(() => expect(calls.uploads[0]).toMatchObject({ every_active: 'true', confirm_count: '2' }));
  });

  it('puts an unknown account number on its field, keeping what was typed', async () => {
    serveDocuments();
    const { user } = renderBackOfficeQueues('/back-office/documents/');
    const dialog = await openUpload(user);
    await fillUpload(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Account numbers' }), 'NOPE');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText(OperatorDocumentMessages.unknownAccounts(['NOPE']))).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Account numbers' }) as HTMLInputElement).value).toBe('NOPE');
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('November notice');
  });

  it('says so when the preview went stale, and keeps the form for another preview', async () => {
    const stale = OperatorDocumentMessages.audienceChanged(2, 3);
    serveDocuments({
      upload: () => HttpResponse.json({ detail: stale, code: 'preview_stale' }, { status: 409 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/documents/');
    const dialog = await openUpload(user);
    await fillUpload(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Every active account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('It would go to 2 accounts.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Upload to 2 accounts' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    const upload = await screen.findByRole('dialog', { name: 'Upload document' });
    await waitFor(() =>
      expect((within(upload).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
        'November notice',
      ),
    );
    expect((within(upload).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts a refused file on the file field', async () => {
    serveDocuments({
      upload: () => HttpResponse.json({ field_errors: { file: [Messages.fileTypeNotSupported] } }, { status: 400 }),
    });
    const { user } = renderBackOfficeQueues('/back-office/documents/');
    const dialog = await openUpload(user);
    await fillUpload(user, dialog);
    await user.type(within(dialog).getByRole('textbox', { name: 'Account numbers' }), 'DEMO-CO-001');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('It would go to 1 account.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await user.click(screen.getByRole('button', { name: 'Upload to 1 account' }));
    expect(await within(dialog).findByText(Messages.fileTypeNotSupported)).toBeTruthy();
    expect(within(dialog).getByLabelText('File (PDF, PNG or JPG)').getAttribute('aria-invalid')).toBe('true');
  });
});
