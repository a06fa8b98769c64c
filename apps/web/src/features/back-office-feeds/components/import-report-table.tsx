import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportProblem } from '@portal/contract';

/** A file's validation report, row by row: the first problems kept, and how many there were in all. */
export function ImportReportTable({ problems, total }: { problems: ImportProblem[]; total: number }) {
  return (
    <>
      {total > problems.length && (
        <Typography variant="body2">
          The first {problems.length} of {total} problems are listed.
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-label="Validation report">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Field</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.map((problem, index) => (
              <TableRow key={`${problem.row}-${problem.field ?? ''}-${index}`}>
                <TableCell>{problem.row}</TableCell>
                <TableCell>{problem.field ?? '—'}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{problem.value ?? '—'}</TableCell>
                <TableCell>{problem.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
