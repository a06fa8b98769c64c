import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import type { ReferenceFile } from '@portal/contract';
import type { ReactNode } from 'react';
import { PageSection } from '../../../components/ui/page-section';

function SimpleTable({
  label,
  head,
  rows,
}: {
  label: string;
  head: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={i}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Products (what each application offers), note types and allocation options, as the portal holds them. */
export function ReferenceDataView({ data }: { data: ReferenceFile }) {
  return (
    <Stack spacing={3}>
      <PageSection title="Products">
        <SimpleTable
          label="Products"
          head={['Application', 'Products', 'Note types offered']}
          rows={data.applications.map((a) => ({
            key: String(a.application),
            cells: [String(a.application).toUpperCase(), a.products.join(', ').toUpperCase(), a.note_types.join(', ')],
          }))}
        />
      </PageSection>
      <PageSection title="Note types">
        <SimpleTable
          label="Note types"
          head={['Key', 'Term', 'Interest', 'Rate (%)', 'Active']}
          rows={data.note_types.map((n) => ({
            key: n.key,
            cells: [n.key, `${n.term} ${n.term_unit}`, n.interest_type, n.interest_rate, n.active ? 'Yes' : 'No'],
          }))}
        />
      </PageSection>
      <PageSection title="Allocation options">
        <SimpleTable
          label="Allocation options"
          head={['Category', 'Option', 'Key', 'Minimum (%)', 'Custom strategies']}
          rows={data.asset_allocation_categories.flatMap((c) =>
            c.investment_options.map((o) => ({
              key: `${c.key}/${o.key}`,
              cells: [c.name, o.name, o.key, o.min_value, o.is_custom_strategies_available ? 'Yes' : 'No'],
            })),
          )}
        />
      </PageSection>
    </Stack>
  );
}
