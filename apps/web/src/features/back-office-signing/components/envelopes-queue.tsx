import type { GridColDef } from '@mui/x-data-grid';
import { formatDateTime, type EnvelopeStatus, type OperatorEnvelopeSummary } from '@portal/contract';
import { useState } from 'react';
import { linkColumn } from '../../../components/back-office/link-column';
import { QueueScreen } from '../../../components/back-office/queue-screen';
import { QueueSearchField } from '../../../components/back-office/queue-search-field';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { ALL_STATUSES, StatusFilter } from '../../../components/back-office/status-filter';
import { useQueuePaging } from '../../../components/back-office/use-queue-paging';
import { paths } from '../../../config/paths';
import { useEnvelopes, type EnvelopeOrderingField } from '../api/get-envelopes';
import { EnvelopeKindLabels, EnvelopeStatusLabels, SignerStatusLabels } from './envelope-labels';

const envelopeHref = (row: OperatorEnvelopeSummary) => paths.backOffice.envelope.getHref({ id: row.id });

const columns: GridColDef<OperatorEnvelopeSummary>[] = [
  linkColumn(envelopeHref, { field: 'title', headerName: 'Envelope', flex: 1, minWidth: 200 }),
  { field: 'account_name', headerName: 'Account', flex: 1, minWidth: 180 },
  {
    field: 'kind',
    headerName: 'Kind',
    minWidth: 150,
    sortable: false,
    valueGetter: (_value, row) => EnvelopeKindLabels[row.kind],
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 150,
    valueGetter: (_value, row) => EnvelopeStatusLabels[row.status],
  },
  {
    field: 'signers',
    headerName: 'Signers',
    flex: 1,
    minWidth: 220,
    sortable: false,
    valueGetter: (_value, row) => row.signers.map((s) => `${s.name} (${SignerStatusLabels[s.status]})`).join(', '),
  },
  {
    field: 'created',
    headerName: 'Created',
    minWidth: 160,
    valueFormatter: (value: string) => formatDateTime(value),
  },
];

/**
 * Signing envelopes for staff, newest first: the page, the ordering (a column's header), the
 * status filter and the search (account, signer's name or e-mail) are all asked of the route.
 */
export function EnvelopesQueue() {
  const paging = useQueuePaging<EnvelopeOrderingField>('-created');
  const [status, setStatus] = useState<EnvelopeStatus | typeof ALL_STATUSES>(ALL_STATUSES);
  const query = useEnvelopes({ ...paging.params, ...(status === ALL_STATUSES ? {} : { status }) });

  return (
    <QueueScreen
      title="Signing envelopes"
      filters={
        <>
          <StatusFilter value={status} labels={EnvelopeStatusLabels} onChange={paging.thenFirstPage(setStatus)} />
          <QueueSearchField paging={paging} label="Search by account or signer" />
        </>
      }
    >
      <ServerQueueGrid
        aria-label="Signing envelopes"
        query={query}
        columns={columns}
        rowHref={envelopeHref}
        {...paging.grid}
      />
    </QueueScreen>
  );
}
