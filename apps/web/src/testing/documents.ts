import { formatFileSize, type Document, type DocumentsAutocomplete } from '@portal/contract';
import { http, HttpResponse } from 'msw';
import { server } from './mocks/server';

/** A document as the API answers it; tests override what they are about. */
export function testDocument(overrides: Partial<Document> & { id: number }): Document {
  const size = overrides.file_size ?? 120_000 + overrides.id;
  return {
    file: `/api/ipm/documents/${overrides.id}/download/`,
    file_name: `Document ${overrides.id}.pdf`,
    content_type: 'application/pdf',
    account: { id: 1, name: 'Olivia Bennett' },
    category: 'Quarterly Report',
    company: `Portfolio report ${overrides.id}`,
    date_of: '2026-01-14',
    file_size: size,
    file_size_verbose: formatFileSize(size),
    is_annual_summary_tax_pack: false,
    ...overrides,
  };
}

type ListCall = { search: string; ordering: string; annual: string | null; page: number; pageSize: number };

/**
 * The documents calls over one stored list, paged, sorted, searched and filtered the way the
 * server does it, so the screen can be driven end to end; records what each call asked for.
 */
export function serveDocuments(documents: Document[], suggestions: DocumentsAutocomplete = { results: [] }) {
  const calls = {
    lists: [] as ListCall[],
    suggestions: [] as string[],
    downloads: [] as number[],
    archives: [] as number[][],
  };
  server.use(
    http.get('*/api/ipm/documents/', ({ request }) => {
      const url = new URL(request.url);
      const call: ListCall = {
        search: url.searchParams.get('search') ?? '',
        ordering: url.searchParams.get('ordering') ?? '-date_of',
        annual: url.searchParams.get('is_annual_summary_tax_pack'),
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: Number(url.searchParams.get('page_size') ?? 10),
      };
      calls.lists.push(call);
      const term = call.search.toLowerCase();
      const field = call.ordering.replace(/^-/, '') as keyof Document;
      const key = (d: Document) => (field === 'account' ? d.account.name : (d[field] as string | number));
      const matching = documents
        .filter((d) => call.annual !== 'true' || d.is_annual_summary_tax_pack)
        .filter((d) => !term || [d.account.name, d.company, d.category].some((v) => v.toLowerCase().includes(term)))
        .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (call.ordering.startsWith('-') ? -1 : 1));
      const start = (call.page - 1) * call.pageSize;
      return HttpResponse.json({
        count: matching.length,
        next: start + call.pageSize < matching.length ? `/api/ipm/documents/?page=${call.page + 1}` : null,
        previous: call.page > 1 ? `/api/ipm/documents/?page=${call.page - 1}` : null,
        results: matching.slice(start, start + call.pageSize),
      });
    }),
    http.get('*/api/ipm/documents/search-autocomplete/', ({ request }) => {
      calls.suggestions.push(new URL(request.url).searchParams.get('search') ?? '');
      return HttpResponse.json(suggestions);
    }),
    http.get('*/api/ipm/documents/:id/download/', ({ params }) => {
      calls.downloads.push(Number(params.id));
      return new HttpResponse('%PDF-1.7 test', { headers: { 'Content-Type': 'application/pdf' } });
    }),
    http.post('*/api/ipm/documents/download/', async ({ request }) => {
      calls.archives.push(((await request.json()) as { documents: number[] }).documents);
      return new HttpResponse('PK', { headers: { 'Content-Type': 'application/zip' } });
    }),
  );
  return calls;
}
