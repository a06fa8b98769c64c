import {
  AttachmentMessages,
  Messages,
  UnfilledAccountField,
  type AccountAttachment,
  type AttachmentKind,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { serveAccounts, testAccount } from '../../../testing/accounts';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/render-app';

const CERTIFICATES_URL = '/account-setup/apply-now/edit-wholesale-investor-details/5';
const DEEDS_URL = '/account-setup/apply-now/edit-trust-deeds/6';
const TEMPLATE = '/api/accounts/certificate-template/file/';

const individual = testAccount({
  id: 5,
  status: 'pending',
  products: ['icf'],
  unfilled_fields: [UnfilledAccountField.certificates, UnfilledAccountField.bank_accounts],
});
const smsf = testAccount({
  id: 6,
  name: 'Citizen Super Fund',
  type: 'smsf',
  trustee: 'corporate',
  status: 'pending',
  unfilled_fields: [UnfilledAccountField.deed_attachments],
});

const PATHS: Record<AttachmentKind, string> = { certificate: 'certificates', deed: 'deed-attachments' };

function attachment(accountId: number, kind: AttachmentKind, id: number, name: string): AccountAttachment {
  return {
    id,
    file_name: name,
    file: `/api/accounts/${accountId}/${PATHS[kind]}/${id}/file/`,
    content_type: 'application/pdf',
    size: 1200,
    created_at: '2026-01-02T03:04:05.000Z',
  };
}

/** The file calls of one account over a stored list; records what was uploaded, deleted and patched. */
function serveFiles(
  accountId: number,
  kind: AttachmentKind,
  initial: AccountAttachment[],
  refusal?: { status: number; body: object },
) {
  let stored = [...initial];
  const calls = { uploaded: [] as string[], deleted: [] as number[], patched: [] as unknown[], viewed: 0 };
  const base = `*/api/accounts/${accountId}/${PATHS[kind]}/`;
  server.use(
    http.get(base, () => HttpResponse.json(stored)),
    http.post(base, async ({ request }) => {
      const form = await request.formData();
      // The browser's name of the file travels as file_name (a test File's own name is lost on the way).
      const name = String(form.get('file_name'));
      expect(form.get('file')).toBeTruthy();
      calls.uploaded.push(name);
      if (refusal) return HttpResponse.json(refusal.body, { status: refusal.status });
      const created = attachment(accountId, kind, 100 + stored.length, name);
      stored = [...stored, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete(`${base}:fileId/`, ({ params }) => {
      calls.deleted.push(Number(params.fileId));
      stored = stored.filter((f) => f.id !== Number(params.fileId));
      return HttpResponse.json({ detail: 'The file has been deleted.' });
    }),
    http.get(`${base}:fileId/file/`, () => {
      calls.viewed += 1;
      return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    }),
    http.get('*/api/accounts/certificate-template/', () => HttpResponse.json({ certificate_template: TEMPLATE })),
    http.patch(`*/api/accounts/${accountId}/`, async ({ request }) => {
      calls.patched.push(await request.json());
      return HttpResponse.json({ ...smsf, unfilled_fields: [] });
    }),
  );
  return calls;
}

function open(url: string) {
  session.signIn('k'.repeat(43));
  return renderApp({ url });
}

const pdf = (name = 'certificate.pdf', size?: number) => {
  const file = new File(['%PDF-1.7 test'], name, { type: name.endsWith('.pdf') ? 'application/pdf' : '' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** Chooses a file in the list's (hidden) file input, as the browser's picker does. */
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { files: [file] } });

afterEach(() => vi.restoreAllMocks());

describe('the wholesale investor certificates screen', () => {
  it('lists the certificates with View and Delete, links the template and uploads a chosen file', async () => {
    serveAccounts([individual]);
    const calls = serveFiles(5, 'certificate', [attachment(5, 'certificate', 1, 'Accountant letter.pdf')]);
    open(CERTIFICATES_URL);
    expect(await screen.findByRole('heading', { level: 1, name: AttachmentMessages.certificatesTitle })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download certificate template' });
    expect(link.getAttribute('href')).toMatch(/\/api\/accounts\/certificate-template\/file\/$/);
    expect(screen.getByRole('button', { name: 'View Accountant letter.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Accountant letter.pdf' })).toBeTruthy();

    choose(AttachmentMessages.uploadCertificate, pdf('New certificate.pdf'));
    expect(await screen.findByRole('button', { name: 'View New certificate.pdf' })).toBeTruthy();
    expect(calls.uploaded).toEqual(['New certificate.pdf']);
  });

  it('checks type and size before sending, with the spec’s messages', async () => {
    serveAccounts([individual]);
    const calls = serveFiles(5, 'certificate', []);
    open(CERTIFICATES_URL);
    await screen.findByText(AttachmentMessages.noFilesYet);
    choose(AttachmentMessages.uploadCertificate, pdf('setup.exe'));
    expect((await screen.findByRole('alert')).textContent).toBe('Selected File is not Supported for Upload');
    choose(AttachmentMessages.uploadCertificate, pdf('big.pdf', 11 * 1024 * 1024));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Max file size is - 10MB'));
    choose(AttachmentMessages.uploadCertificate, pdf('empty.pdf', 0));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(AttachmentMessages.emptyFile));
    expect(calls.uploaded).toEqual([]);
  });

  it('shows the server’s refusal under the upload button', async () => {
    serveAccounts([individual]);
    serveFiles(5, 'certificate', [], {
      status: 400,
      body: { field_errors: { file: [Messages.fileTypeNotSupported] }, non_field_errors: [] },
    });
    open(CERTIFICATES_URL);
    await screen.findByText(AttachmentMessages.noFilesYet);
    choose(AttachmentMessages.uploadCertificate, pdf('renamed.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.fileTypeNotSupported);
  });

  it('at 10 certificates disables upload and says why', async () => {
    serveAccounts([individual]);
    serveFiles(
      5,
      'certificate',
      Array.from({ length: 10 }, (_, i) => attachment(5, 'certificate', i + 1, `c${i + 1}.pdf`)),
    );
    open(CERTIFICATES_URL);
    const button = await screen.findByRole('button', { name: AttachmentMessages.uploadCertificate });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(AttachmentMessages.limitReached(10))).toBeTruthy();
  });

  it('deletes a file after the question, and keeps it on Cancel', async () => {
    serveAccounts([individual]);
    const calls = serveFiles(5, 'certificate', [attachment(5, 'certificate', 1, 'old.pdf')]);
    const { user } = open(CERTIFICATES_URL);
    await user.click(await screen.findByRole('button', { name: 'Delete old.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure that you want to delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete old.pdf' }));
    dialog = await screen.findByRole('dialog', { name: Messages.deleteEntryConfirmation });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(AttachmentMessages.noFilesYet)).toBeTruthy();
    expect(calls.deleted).toEqual([1]);
  });

  it('views a file in a new tab', async () => {
    serveAccounts([individual]);
    const calls = serveFiles(5, 'certificate', [attachment(5, 'certificate', 1, 'old.pdf')]);
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    const { user } = open(CERTIFICATES_URL);
    await user.click(await screen.findByRole('button', { name: 'View old.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:certificate'));
    expect(calls.viewed).toBe(1);
  });

  it('Continue asks for a certificate first, then shows the next missing part', async () => {
    serveAccounts([individual]);
    serveFiles(5, 'certificate', []);
    const { user, location } = open(CERTIFICATES_URL);
    await screen.findByText(AttachmentMessages.noFilesYet);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please upload at least 1 file to continue.')).toBeTruthy();
    choose(AttachmentMessages.uploadCertificate, pdf('mine.pdf'));
    await screen.findByRole('button', { name: 'View mine.pdf' });
    serveAccounts([{ ...individual, unfilled_fields: [UnfilledAccountField.portfolio_application] }]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/account-setup/apply-now/create-portfolio-details/5'));
  });
});

describe('the trust deeds screen', () => {
  it('continuing without a deed asks ‘Trust deed required’; skipping records it and goes on', async () => {
    serveAccounts([smsf]);
    const calls = serveFiles(6, 'deed', []);
    const { user, location } = open(DEEDS_URL);
    expect(await screen.findByRole('heading', { level: 1, name: AttachmentMessages.deedsTitle })).toBeTruthy();
    await screen.findByText(AttachmentMessages.noFilesYet);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trust deed required' });
    expect(within(dialog).getByText(AttachmentMessages.trustDeedRequiredText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: AttachmentMessages.uploadNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.patched).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    serveAccounts([{ ...smsf, unfilled_fields: [] }]);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Trust deed required' })).getByRole('button', {
        name: AttachmentMessages.skipForNow,
      }),
    );
    await waitFor(() => expect(location().pathname).toBe('/accounts/6'));
    expect(calls.patched).toEqual([{ skip_deed_attachment: true }]);
  });

  it('with a deed uploaded, Continue goes to the next missing part', async () => {
    serveAccounts([smsf]);
    const calls = serveFiles(6, 'deed', []);
    const { user, location } = open(DEEDS_URL);
    await screen.findByText(AttachmentMessages.noFilesYet);
    choose(AttachmentMessages.uploadDeed, pdf('Deed.pdf'));
    await screen.findByRole('button', { name: 'Delete Deed.pdf' });
    serveAccounts([{ ...smsf, unfilled_fields: [UnfilledAccountField.signing_authority] }]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().pathname).toBe('/accounts/6/forms/signing-authority'));
    expect(calls.patched).toEqual([]);
  });

  it('is reached from the account page’s missing trust deeds', async () => {
    serveAccounts([smsf]);
    serveFiles(6, 'deed', []);
    const { user } = open('/accounts/6');
    const missing = await screen.findByRole('region', { name: 'Missing details' });
    await user.click(within(missing).getByRole('link', { name: 'Trust deeds' }));
    expect(await screen.findByRole('heading', { level: 1, name: AttachmentMessages.deedsTitle })).toBeTruthy();
  });
});
