import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import {
  AUDIT_FILTER_MAX_LENGTH,
  auditExportQuerySchema,
  EMAIL_MAX_LENGTH,
  formatDateTime,
  FORMATTED_INPUT_MAX_LENGTH,
  StaffRoleLabel,
  type AuditEntry,
  type AuditExportQuery,
  type StaffRole,
} from '@portal/contract';
import { useState } from 'react';
import { z } from 'zod';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useExportAudit } from '../api/export-audit';
import { useAuditSearch } from '../api/search-audit';
import { ServerQueueGrid } from '../../../components/back-office/server-queue-grid';
import { QUEUE_PAGE_SIZES } from '../../../components/back-office/use-queue-paging';
import { errorMessage } from '../../../lib/api-error';

type AuditSearchValues = { actor: string; target: string; action: string; from: string; to: string };
const EMPTY: AuditSearchValues = { actor: '', target: '', action: '', from: '', to: '' };

/** The form's empty boxes mean "any": left out, then checked by the route's own filters. */
const auditSearchFormSchema = z.preprocess(
  (values) =>
    Object.fromEntries(Object.entries(values as Record<string, string>).filter(([, value]) => value.trim() !== '')),
  auditExportQuerySchema,
) as unknown as z.ZodType<AuditExportQuery, AuditSearchValues>;

/** 'Operator key', or the staff member's user id and role as recorded ('Staff #2, Portfolio manager'). */
function actorText(entry: AuditEntry): string {
  if (entry.actor_kind === 'operator_key') return 'Operator key';
  const role = entry.actor_role;
  const label = role && role in StaffRoleLabel ? StaffRoleLabel[role as StaffRole] : (role ?? 'no role');
  return `Staff #${entry.actor_user_id ?? '?'}, ${label}`;
}

/** A value as the trail shows it: text as itself, nothing as a dash, the rest as JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** 'status: awaiting_approval → applied; role: — → auditor'; empty for reads. */
function changesText(entry: AuditEntry): string {
  return (entry.changes ?? []).map((c) => `${c.field}: ${valueText(c.before)} → ${valueText(c.after)}`).join('; ');
}

const columns: GridColDef<AuditEntry>[] = [
  { field: 'at', headerName: 'When', minWidth: 160, valueFormatter: (value: string) => formatDateTime(value) },
  { field: 'actor', headerName: 'Who', minWidth: 220, valueGetter: (_v, row) => actorText(row) },
  { field: 'action', headerName: 'Action', flex: 2, minWidth: 280 },
  { field: 'target', headerName: 'Target', flex: 1, minWidth: 160 },
  { field: 'changes', headerName: 'Changes', flex: 2, minWidth: 240, valueGetter: (_v, row) => changesText(row) },
  { field: 'status_code', headerName: 'Status', minWidth: 90 },
  { field: 'ip', headerName: 'IP address', minWidth: 130 },
  { field: 'request_id', headerName: 'Request id', minWidth: 160 },
];

/** The audit trail: searched by actor, target, action and time, a page at a time from the server; exported as CSV. */
export function AuditTrail() {
  const [filters, setFilters] = useState<AuditExportQuery>({});
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: QUEUE_PAGE_SIZES[0]! });
  const query = useAuditSearch({ ...filters, page: pagination.page + 1, page_size: pagination.pageSize });
  const download = useExportAudit();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        Audit trail
      </Typography>
      <Form
        schema={auditSearchFormSchema}
        defaultValues={EMPTY}
        aria-label="Search the audit trail"
        warnOnUnsavedChanges={false}
        onSubmit={(values) => {
          setFilters(values);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
      >
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              name="actor"
              label="Actor"
              maxLength={EMAIL_MAX_LENGTH}
              helperText="operator_key, staff, a user id or e-mail"
            />
            <TextField name="target" label="Target" maxLength={AUDIT_FILTER_MAX_LENGTH} helperText="account:12" />
            <TextField
              name="action"
              label="Action"
              maxLength={AUDIT_FILTER_MAX_LENGTH}
              helperText="Its start: POST finds every change"
            />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField name="from" label="From" type="date" shrinkLabel maxLength={FORMATTED_INPUT_MAX_LENGTH} />
            <TextField name="to" label="To" type="date" shrinkLabel maxLength={FORMATTED_INPUT_MAX_LENGTH} />
          </Stack>
          <Stack direction="row" spacing={2}>
            <SubmitButton fullWidth={false} size="medium">
              Search
            </SubmitButton>
            <Button variant="outlined" disabled={download.isPending} onClick={() => download.mutate(filters)}>
              Download CSV
            </Button>
          </Stack>
        </Stack>
      </Form>
      {download.isError && <Alert severity="error">{errorMessage(download.error)}</Alert>}
      <ServerQueueGrid
        aria-label="Audit entries"
        query={query}
        countIsLowerBound={query.data?.count_exact === false}
        columns={columns}
        disableColumnSorting
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
      />
    </Stack>
  );
}
