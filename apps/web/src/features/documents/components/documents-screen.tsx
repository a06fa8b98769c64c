import {
  DebounceMs,
  DEFAULT_DOCUMENTS_ORDERING,
  DOCUMENTS_ARCHIVE_MAX,
  DocumentMessages,
  Messages,
  PageSize,
  type Document,
  type DocumentSortField,
} from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { showErrorToast } from '../../../lib/toasts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDownloadDocument } from '../api/download-document';
import { useDownloadDocumentsArchive } from '../api/download-documents-archive';
import { useDocuments } from '../api/get-documents';
import { DocumentsSearch } from './documents-search';
import { DocumentsTable } from './documents-table';

// pdf.js is large: it loads in its own chunk the first time someone previews a document.
const PdfPreview = lazy(() => import('./pdf-preview').then((m) => ({ default: m.PdfPreview })));

/**
 * The documents screen (spec 3 §2.6): search with grouped suggestions, the Annual Summary Pack
 * switch, the server-paged and server-sorted table, row download and side-by-side PDF preview,
 * and a footer that downloads the selection as one zip. The selection survives paging.
 */
export function DocumentsScreen() {
  const [input, setInput] = useState('');
  const settled = useDebouncedValue(input.trim(), DebounceMs.documentsAutosuggest);
  // A chosen suggestion searches at once instead of waiting for the pause.
  const [picked, setPicked] = useState<string | null>(null);
  const search = picked ?? settled;
  const [annualSummaryPack, setAnnualSummaryPack] = useState(false);
  const [ordering, setOrdering] = useState(DEFAULT_DOCUMENTS_ORDERING);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<number, Document>>(new Map());
  const [previewing, setPreviewing] = useState<Document | null>(null);

  const query = { search, ordering, annualSummaryPack, page };
  const { data, isPending, isFetching } = useDocuments(query);
  const download = useDownloadDocument();
  const archive = useDownloadDocumentsArchive();

  const rows = data?.results ?? [];
  const count = data?.count ?? 0;
  const filtered = search !== '' || annualSummaryPack;
  const emptyText =
    !isPending && rows.length === 0 ? (filtered ? Messages.noDocumentsMatch : Messages.noDocuments) : null;

  const tooMany = selected.size > DOCUMENTS_ARCHIVE_MAX;
  const restart = () => setPage(1);
  const sortBy = (field: DocumentSortField) => {
    const current = ordering.replace(/^-/, '');
    setOrdering(current === field && !ordering.startsWith('-') ? `-${field}` : field);
    restart();
  };
  const toggle = (document: Document) =>
    setSelected((before) => {
      const next = new Map(before);
      if (next.has(document.id)) next.delete(document.id);
      else next.set(document.id, document);
      return next;
    });
  const togglePage = (select: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      for (const row of rows) {
        if (select) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const downloadOne = (document: Document) =>
    download.mutate(document, { onError: () => showErrorToast(DocumentMessages.downloadFailed) });
  const downloadSelection = () =>
    archive.mutate([...selected.keys()], { onError: () => showErrorToast(DocumentMessages.downloadFailed) });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pb: selected.size > 0 ? 10 : 0 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <DocumentsSearch
          value={input}
          settled={settled}
          onType={(text) => {
            setInput(text);
            setPicked(null);
            restart();
          }}
          onPick={(text) => {
            setInput(text);
            setPicked(text.trim());
            restart();
          }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={annualSummaryPack}
              onChange={(e) => {
                setAnnualSummaryPack(e.target.checked);
                restart();
              }}
            />
          }
          label={Messages.showAnnualSummaryPack}
        />
        {isFetching && !isPending && <CircularProgress size={20} aria-label="Loading documents" />}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          // The table keeps the larger share: its six columns need more room than one page.
          gridTemplateColumns: { xs: '1fr', lg: previewing ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
        }}
      >
        <Paper variant="outlined">
          <DocumentsTable
            rows={rows}
            ordering={ordering}
            onSort={sortBy}
            selected={new Set(selected.keys())}
            onToggle={toggle}
            onTogglePage={togglePage}
            onDownload={downloadOne}
            onPreview={setPreviewing}
            previewingId={previewing?.id ?? null}
            downloadingId={download.isPending ? (download.variables?.id ?? null) : null}
            emptyText={emptyText}
          />
          {isPending && (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress aria-label="Loading documents" />
            </Box>
          )}
          {count > 0 && (
            <TablePagination
              component="div"
              count={count}
              page={page - 1}
              rowsPerPage={PageSize.documents}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next + 1)}
            />
          )}
        </Paper>
        {previewing && (
          <Suspense
            fallback={
              <Paper variant="outlined" sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                <CircularProgress aria-label="Loading the preview" />
              </Paper>
            }
          >
            <PdfPreview
              key={previewing.id}
              document={previewing}
              onDownload={() => downloadOne(previewing)}
              onClose={() => setPreviewing(null)}
            />
          </Suspense>
        )}
      </Box>

      {selected.size > 0 && (
        <Paper
          elevation={6}
          role="region"
          aria-label="Selected documents"
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: (theme) => theme.zIndex.appBar,
            px: 3,
            py: 1.5,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography sx={{ flex: 1 }}>
            {Messages.documentsSelected(selected.size)}
            {tooMany && (
              <Typography component="span" color="error" sx={{ ml: 2 }}>
                {DocumentMessages.tooManyForArchive}
              </Typography>
            )}
          </Typography>
          <Button onClick={() => setSelected(new Map())}>Clear selection</Button>
          <Button variant="contained" disabled={archive.isPending || tooMany} onClick={downloadSelection}>
            {DocumentMessages.downloadSelected}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
