import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, formatDate } from '@portal/contract';
import { useState } from 'react';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { ReadOnlyTable } from '../../../components/ui/read-only-table';
import { useAccountDocuments } from '../api/get-account-documents';

const COLUMNS = [{ header: 'Title' }, { header: 'Category' }, { header: 'Date' }];

/**
 * The account's documents as its members list them on their documents screen, newest document
 * date first, a page at a time from the server.
 */
export function AccountDocuments({ accountId }: { accountId: number }) {
  const [page, setPage] = useState(1);
  const query = useAccountDocuments(accountId, { page, page_size: DEFAULT_PAGE_SIZE });
  return (
    <PageSection title="Documents">
      <Loaded query={query} label="Loading the documents">
        {(documents) =>
          documents.count === 0 ? (
            <Typography color="text.secondary">No documents published on this account.</Typography>
          ) : (
            <>
              <ReadOnlyTable
                label="Documents"
                columns={COLUMNS}
                rows={documents.results.map((document) => ({
                  key: document.id,
                  cells: [document.company, document.category, formatDate(document.date_of)],
                }))}
              />
              {documents.count > DEFAULT_PAGE_SIZE && (
                <TablePagination
                  component="div"
                  count={documents.count}
                  page={page - 1}
                  onPageChange={(_event, next) => setPage(next + 1)}
                  rowsPerPage={DEFAULT_PAGE_SIZE}
                  rowsPerPageOptions={[]}
                />
              )}
            </>
          )
        }
      </Loaded>
    </PageSection>
  );
}
