import { DebounceMs, Messages, type Document } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { serveDocuments, testDocument } from '../../../testing/documents';
import { renderApp } from '../../../testing/render-app';

// pdf.js needs a real canvas and worker (the Chromium journey covers it); here the viewer is a stand-in.
vi.mock('../../../features/documents/components/pdf-preview', () => ({
  PdfPreview: ({ document, onClose }: { document: Document; onClose: () => void }) => (
    <section aria-label={`Preview of ${document.file_name}`}>
      <button onClick={onClose}>Close preview</button>
    </section>
  ),
}));

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

/** Twelve documents: two pages. The eleventh is an image, the twelfth an Annual Summary Pack. */
const DOCUMENTS = Array.from({ length: 12 }, (_, i) =>
  testDocument({
    id: i + 1,
    date_of: `2025-${String(12 - i).padStart(2, '0')}-15`,
    ...(i === 10 ? { content_type: 'image/png', file_name: 'Scan.png', company: 'Signed instruction' } : {}),
    ...(i === 11
      ? {
          category: 'Annual Summary Pack',
          company: 'Annual Summary Pack 2024-25',
          file_name: 'Annual Summary Pack 2024-25.pdf',
          is_annual_summary_tax_pack: true,
          account: { id: 2, name: 'Bennett Family Super Fund' },
        }
      : {}),
  }),
);

async function openDocuments(options: { advanceTimers?: (ms: number) => unknown } = {}) {
  session.signIn('key');
  const app = renderApp({ url: '/documents/', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Documents' });
  return app;
}

const table = () => screen.getByRole('table', { name: 'Documents' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (description: string) => screen.getByText(description).closest('tr')!;

describe('/documents', () => {
  it('lists ten documents a page with the spec’s columns, paging on the server', async () => {
    const calls = serveDocuments(DOCUMENTS);
    const { user } = await openDocuments();
    await screen.findByText('Portfolio report 1');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['', 'Account name', 'Category', 'Description', 'Document date', 'File size', 'Actions']);
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0]!);
    expect(first.getByText('Olivia Bennett')).toBeTruthy();
    expect(first.getByText('Quarterly Report')).toBeTruthy();
    expect(first.getByText('15 Dec 2025')).toBeTruthy();
    expect(first.getByText('117.2 KB')).toBeTruthy();
    expect(calls.lists.at(-1)).toEqual({ search: '', ordering: '-date_of', annual: null, page: 1, pageSize: 10 });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Annual Summary Pack 2024-25');
    expect(bodyRows()).toHaveLength(2);
    expect(calls.lists.at(-1)?.page).toBe(2);
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
  });

  it('sorts on the server by the clicked column, then the other way', async () => {
    const calls = serveDocuments(DOCUMENTS);
    const { user } = await openDocuments();
    await screen.findByText('Portfolio report 1');
    await user.click(within(table()).getByRole('button', { name: 'Category' }));
    await waitFor(() => expect(calls.lists.at(-1)?.ordering).toBe('category'));
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Annual Summary Pack')).toBeTruthy());
    await user.click(within(table()).getByRole('button', { name: 'Category' }));
    await waitFor(() => expect(calls.lists.at(-1)?.ordering).toBe('-category'));
    await user.click(within(table()).getByRole('button', { name: 'Account name' }));
    await waitFor(() => expect(calls.lists.at(-1)?.ordering).toBe('account'));
    await user.click(within(table()).getByRole('button', { name: 'File size' }));
    await waitFor(() => expect(calls.lists.at(-1)?.ordering).toBe('file_size'));
  });

  describe('search', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => vi.useRealTimers());

    it('suggests in groups once more than 2 characters have settled for 500 ms, and searches the list', async () => {
      const calls = serveDocuments(DOCUMENTS, {
        results: [
          { group: 'Account name', options: ['Bennett Family Super Fund'] },
          { group: 'Description', options: ['Annual Summary Pack 2024-25'] },
          { group: 'Category', options: ['Annual Summary Pack'] },
        ],
      });
      const { user } = await openDocuments({ advanceTimers: (ms) => vi.advanceTimersByTimeAsync(ms) });
      await screen.findByText('Portfolio report 1');
      const box = screen.getByRole('combobox', { name: 'Search documents' });
      expect(box.getAttribute('placeholder')).toBe(Messages.documentsSearchPlaceholder);

      await user.type(box, 'be');
      await act(() => vi.advanceTimersByTimeAsync(DebounceMs.documentsAutosuggest));
      expect(calls.suggestions).toEqual([]);

      await user.type(box, 'n');
      await act(() => vi.advanceTimersByTimeAsync(DebounceMs.documentsAutosuggest - 100));
      expect(calls.suggestions).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(calls.suggestions).toEqual(['ben']));
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).getByText('Account name')).toBeTruthy();
      expect(within(listbox).getByText('Description')).toBeTruthy();
      expect(within(listbox).getByText('Category')).toBeTruthy();
      await waitFor(() => expect(calls.lists.at(-1)?.search).toBe('ben'));

      await user.click(within(listbox).getByRole('option', { name: 'Bennett Family Super Fund' }));
      await waitFor(() => expect(calls.lists.at(-1)?.search).toBe('Bennett Family Super Fund'));
      await waitFor(() => expect(bodyRows()).toHaveLength(1));
      expect(within(bodyRows()[0]!).getByText('Annual Summary Pack 2024-25')).toBeTruthy();
    });
  });

  it('"Show Annual Summary Pack" filters on the server; each empty text in its place', async () => {
    const calls = serveDocuments(DOCUMENTS);
    const { user } = await openDocuments();
    await screen.findByText('Portfolio report 1');
    await user.click(screen.getByRole('checkbox', { name: Messages.showAnnualSummaryPack }));
    await waitFor(() => expect(calls.lists.at(-1)?.annual).toBe('true'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    serveDocuments(DOCUMENTS.filter((d) => !d.is_annual_summary_tax_pack));
    await user.click(screen.getByRole('checkbox', { name: Messages.showAnnualSummaryPack }));
    await user.click(screen.getByRole('checkbox', { name: Messages.showAnnualSummaryPack }));
    expect(await screen.findByText(Messages.noDocumentsMatch)).toBeTruthy();
  });

  it('says there are no documents when the user has none', async () => {
    serveDocuments([]);
    await openDocuments();
    expect(await screen.findByText(Messages.noDocuments)).toBeTruthy();
    expect(screen.queryByText(Messages.noDocumentsMatch)).toBeNull();
  });

  it('downloads a row’s file, and previews PDFs only, side by side', async () => {
    const calls = serveDocuments(DOCUMENTS);
    const { user } = await openDocuments();
    await screen.findByText('Portfolio report 1');
    await user.click(within(rowOf('Portfolio report 1')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual(['Document 1.pdf']));
    expect(calls.downloads).toEqual([1]);

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Signed instruction');
    expect(within(rowOf('Signed instruction')).queryByRole('button', { name: 'Preview' })).toBeNull();
    await user.click(within(rowOf('Annual Summary Pack 2024-25')).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview of Annual Summary Pack 2024-25.pdf' });
    // Side by side: the table stays on screen next to the viewer.
    expect(table()).toBeTruthy();
    await user.click(within(preview).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('region', { name: /^Preview of/ })).toBeNull();
  });

  it('keeps the selection across pages and downloads it as one zip', async () => {
    const calls = serveDocuments(DOCUMENTS);
    const { user } = await openDocuments();
    await screen.findByText('Portfolio report 1');
    expect(screen.queryByRole('region', { name: 'Selected documents' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Portfolio report 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Portfolio report 3' }));
    const footer = screen.getByRole('region', { name: 'Selected documents' });
    expect(within(footer).getByText(Messages.documentsSelected(2))).toBeTruthy();
    expect(Messages.documentsSelected(2)).toBe('2 document(s) selected');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('Signed instruction');
    await user.click(screen.getByRole('checkbox', { name: 'Select all documents on this page' }));
    expect(within(footer).getByText('4 document(s) selected')).toBeTruthy();

    await user.click(within(footer).getByRole('button', { name: 'Download selected' }));
    await waitFor(() => expect(calls.archives).toEqual([[1, 3, 11, 12]]));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^Documents-\d{8}\.zip$/);

    await user.click(within(footer).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected documents' })).toBeNull();
  });
});
