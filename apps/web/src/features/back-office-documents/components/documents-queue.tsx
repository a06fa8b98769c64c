import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { DOCUMENT_CATEGORIES, formatDate, Messages, type OperatorDocument } from '@portal/contract';
import { useState } from 'react';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { useDocuments, type DocumentOrderingField } from '../api/get-documents';
import { UploadDocumentDialog } from './upload-document-dialog';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';

const ALL = 'all';

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
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Documents
      </Typography>
      {uploaded && (
        <Alert severity="success" role="status">
          {uploaded}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Category"
          size="small"
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            paging.firstPage();
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ALL}>All categories</MenuItem>
          {DOCUMENT_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
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
      </Stack>
      {query.isError && <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>}
      <ServerQueueGrid
        aria-label="Documents"
        page={query.data}
        columns={columns}
        loading={query.isFetching}
        {...paging.grid}
      />
      <UploadDocumentDialog
        open={uploading}
        onUploaded={(message) => {
          setUploading(false);
          setUploaded(message);
        }}
        onCancel={() => setUploading(false)}
      />
    </Stack>
  );
}
