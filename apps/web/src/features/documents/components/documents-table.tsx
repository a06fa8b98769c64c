import {
  DocumentColumnLabels,
  DocumentMessages,
  DocumentSortField,
  formatDate,
  isPreviewable,
  type Document,
} from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

const COLUMNS: Array<{ field: DocumentSortField; align?: 'right' }> = [
  { field: DocumentSortField.account },
  { field: DocumentSortField.category },
  { field: DocumentSortField.company },
  { field: DocumentSortField.date_of },
  { field: DocumentSortField.file_size, align: 'right' },
];

type Props = {
  rows: Document[];
  ordering: string;
  onSort: (field: DocumentSortField) => void;
  selected: ReadonlySet<number>;
  onToggle: (document: Document) => void;
  onTogglePage: (select: boolean) => void;
  onDownload: (document: Document) => void;
  onPreview: (document: Document) => void;
  previewingId: number | null;
  downloadingId: number | null;
  /** Shown in one row across the table when there are no rows. */
  emptyText: string | null;
};

/** The documents of one page, with their checkboxes, sortable headers and row actions (spec 3 §2.6). */
export function DocumentsTable(props: Props) {
  const { rows, ordering, selected } = props;
  const sortField = ordering.replace(/^-/, '');
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const onPage = rows.filter((r) => selected.has(r.id)).length;
  const someOnPage = onPage > 0 && onPage < rows.length;
  // "Some selected" is the native checkbox's own mixed state, which browsers pass on to assistive
  // technology; MUI only draws it and marks the input aria-checked="mixed", which a native
  // checkbox may not carry (its checked state would contradict it).
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someOnPage;
  }, [someOnPage]);

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Documents">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={rows.length > 0 && onPage === rows.length}
                indeterminate={someOnPage}
                disabled={rows.length === 0}
                onChange={(e) => props.onTogglePage(e.target.checked)}
                inputRef={selectAll}
                slotProps={{ input: { 'aria-label': 'Select all documents on this page', 'aria-checked': undefined } }}
              />
            </TableCell>
            {COLUMNS.map(({ field, align }) => (
              <TableCell key={field} align={align} sortDirection={sortField === field ? direction : false}>
                <TableSortLabel
                  active={sortField === field}
                  direction={sortField === field ? direction : 'asc'}
                  onClick={() => props.onSort(field)}
                >
                  {DocumentColumnLabels[field]}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={row.id === props.previewingId}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={() => props.onToggle(row)}
                  slotProps={{ input: { 'aria-label': `Select ${row.company}` } }}
                />
              </TableCell>
              <TableCell>{row.account.name}</TableCell>
              <TableCell>{row.category}</TableCell>
              <TableCell component="th" scope="row">
                {row.company}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date_of)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.file_size_verbose}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {isPreviewable(row) && (
                  <Button size="small" onClick={() => props.onPreview(row)}>
                    {DocumentMessages.preview}
                  </Button>
                )}
                <Button size="small" disabled={props.downloadingId === row.id} onClick={() => props.onDownload(row)}>
                  {DocumentMessages.download}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {props.emptyText && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length + 2} align="center" sx={{ py: 6 }}>
                <Typography color="text.secondary" sx={{ fontWeight: 500, letterSpacing: 0.5 }}>
                  {props.emptyText}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
