import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { DOCUMENT_CATEGORIES, formatDate, type OperatorDocument } from '@portal/contract';
import { useState } from 'react';
import { ActionOutcome } from '../../../components/back-office/action-outcome';
import { ALL, QueueFilter } from '../../../components/back-office/queue-filter';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { useDocuments, type DocumentOrderingField } from '../api/get-documents';
import { UploadDocumentDialog } from './upload-document-dialog';

const CATEGORY_LABELS = Object.fromEntries(DOCUMENT_CATEGORIES.map((c) => [c, c]));

const columns: GridColDef<OperatorDocument>[] = [
  { field: 'company', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'file_name', headerName: 'File', minWidth: 180, sortable: false },
  { field: 'category', headerName: 'Category', minWidth: 170 },
  {
    field: 'account_name',
    headerName: 'Account',
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => `${row.account.name} (${row.account_code})`,
  },
  {
    field: 'date_of',
    headerName: 'Document date',
    minWidth: 140,
    valueFormatter: (value: string) => formatDate(value),
  },
  { field: 'created', headerName: 'Uploaded', minWidth: 140, valueFormatter: (value: string) => formatDate(value) },
];

/**
 * Every account's documents for staff, newest upload first: page, ordering, the category filter
 * and the search (title, file name, account name) are asked of the server. "Upload document"
 * publishes a file on one account, several or every active one.
 */
export function DocumentsQueue() {
  const paging = useQueuePaging<DocumentOrderingField>('-created');
  const [category, setCategory] = useState<string>(ALL);
  const query = useDocuments({ ...paging.params, ...(category === ALL ? {} : { category }) });
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<string | null>(null);

  return (
    <QueueScreen
      title="Documents"
      filters={
        <>
          <QueueFilter
            label="Category"
            allLabel="All categories"
            value={category}
            labels={CATEGORY_LABELS}
            onChange={paging.thenFirstPage(setCategory)}
            minWidth={220}
          />
          <QueueSearchField paging={paging} label="Search by title, file or account" />
          <Button
            variant="contained"
            onClick={() => {
              setUploaded(null);
              setUploading(true);
            }}
          >
            Upload document
          </Button>
        </>
      }
    >
      <ActionOutcome outcome={uploaded} refusal={null} />
      <ServerQueueGrid aria-label="Documents" query={query} columns={columns} {...paging.grid} />
      <UploadDocumentDialog
        open={uploading}
        onUploaded={(message) => {
          setUploading(false);
          setUploaded(message);
        }}
        onCancel={() => setUploading(false)}
      />
    </QueueScreen>
  );
}
