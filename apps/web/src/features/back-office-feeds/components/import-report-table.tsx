import Typography from '@mui/material/Typography';
import type { ImportProblem } from '@portal/contract';
import { DetailTable } from '../../../components/back-office/detail-table';

/** A file's validation report, row by row: the first problems kept, and how many there were in all. */
export function ImportReportTable({ problems, total }: { problems: ImportProblem[]; total: number }) {
  return (
    <>
      {total > problems.length && (
        <Typography variant="body2">
          The first {problems.length} of {total} problems are listed.
        </Typography>
      )}
      <DetailTable
        label="Validation report"
        rows={problems}
        rowKey={(problem, index) => `${problem.row}-${problem.field ?? ''}-${index}`}
        columns={[
          { header: 'Row', cell: (problem) => problem.row },
          { header: 'Field', cell: (problem) => problem.field ?? '—' },
          { header: 'Value', cell: (problem) => problem.value ?? '—', sx: { wordBreak: 'break-all' } },
          { header: 'Message', cell: (problem) => problem.message },
        ]}
      />
    </>
  );
}
