import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import {
  formatDate,
  formatMoney,
  LoanNoteHeldStatusLabels,
  type LoanNoteHeld,
  type LoanNoteHeldStatus,
} from '@portal/contract';
import { useState } from 'react';
import { ActionOutcome } from '../../../components/back-office/action-outcome';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { useLoanNotes, type LoanNoteOrderingField } from '../api/get-loan-notes';
import { IssueNotesDialog } from './issue-notes-dialog';

const columns: GridColDef<LoanNoteHeld>[] = [
  {
    field: 'account_name',
    headerName: 'Account',
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => `${row.account.name} (${row.account.id})`,
  },
  {
    field: 'note_type',
    headerName: 'Note type',
    minWidth: 150,
    sortable: false,
    valueGetter: (_value, row) => row.note_type.label,
  },
  {
    field: 'face_value',
    headerName: 'Principal',
    minWidth: 140,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: string) => formatMoney(value),
  },
  { field: 'start_date', headerName: 'Start', minWidth: 130, valueFormatter: (value: string) => formatDate(value) },
  {
    field: 'maturity_date',
    headerName: 'Maturity',
    minWidth: 130,
    valueFormatter: (value: string | null) => (value ? formatDate(value) : 'At call'),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    sortable: false,
    valueGetter: (_value, row) => LoanNoteHeldStatusLabels[row.status],
  },
];

/**
 * The loan notes held for staff, newest issued first: page, ordering, status and the search by
 * account name are asked of the route; "Issue notes for an account" issues an active account's
 * submitted application after a confirmation naming the account.
 */
export function LoanNotesQueue() {
  const paging = useQueuePaging<LoanNoteOrderingField>('-issued');
  const [status, setStatus] = useState<LoanNoteHeldStatus | typeof ALL_STATUSES>(ALL_STATUSES);
  const query = useLoanNotes({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<string | null>(null);

  return (
    <QueueScreen
      title="Loan notes"
      filters={
        <>
          <StatusFilter value={status} labels={LoanNoteHeldStatusLabels} onChange={paging.thenFirstPage(setStatus)} />
          <QueueSearchField paging={paging} label="Search by account" />
          <Button
            variant="contained"
            onClick={() => {
              setIssued(null);
              setIssuing(true);
            }}
          >
            Issue notes for an account
          </Button>
        </>
      }
    >
      <ActionOutcome outcome={issued} refusal={null} />
      <ServerQueueGrid aria-label="Loan notes" query={query} columns={columns} {...paging.grid} />
      <IssueNotesDialog
        open={issuing}
        onIssued={(message) => {
          setIssuing(false);
          setIssued(message);
        }}
        onCancel={() => setIssuing(false)}
      />
    </QueueScreen>
  );
}
