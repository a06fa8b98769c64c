import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatMoney,
  formatPercent,
  LoanNoteHeldStatus,
  LoanNoteHeldStatusLabels,
  LoanNotesHeldMessages,
  type LoanNoteHeld,
} from '@portal/contract';
import { Link as RouterLink } from 'react-router';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { paths } from '../../../config/paths';
import { useLoanNotesHeld } from '../api/get-loan-notes-held';
import { describeCutoff, describeInstruction } from './describe-instruction';

const COLUMNS = [
  'Note type',
  'Face value',
  'Rate',
  'Start',
  'Maturity',
  'Interest so far',
  'Current balance',
  'Status',
  'At maturity',
  'Actions',
] as const;

/** Paid notes show what has been paid; capitalised ones what has been added to the balance. */
function interestSoFar(note: LoanNoteHeld): string {
  return note.is_capitalised
    ? `${formatMoney(note.interest_capitalised_to_date)} capitalised`
    : `${formatMoney(note.interest_paid_to_date)} paid`;
}

/** Groups by account, the selected account first, the others in the order the server lists them. */
function byAccount(notes: readonly LoanNoteHeld[], selectedAccountId: number | null) {
  const groups = new Map<number, { name: string; notes: LoanNoteHeld[] }>();
  for (const note of notes) {
    const group = groups.get(note.account.id) ?? { name: note.account.name, notes: [] };
    group.notes.push(note);
    groups.set(note.account.id, group);
  }
  return [...groups].sort(([a], [b]) => Number(b === selectedAccountId) - Number(a === selectedAccountId));
}

/**
 * What the note does at maturity, until when that can change, and the link to choose (the
 * choice page) or to change it (the update-details page, filled with the current instruction).
 */
function AtMaturity({ note }: { note: LoanNoteHeld }) {
  const reinvestment = note.reinvestment;
  if (!reinvestment) return <>No maturity</>;
  const href = reinvestment.instruction
    ? paths.products.updateProductReinvestmentDetails.getHref({ productId: note.id })
    : paths.products.productReinvestment.getHref({ accountId: note.account.id, productId: note.id });
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <span>{describeInstruction(reinvestment.instruction)}</span>
      <Typography variant="body2" color="text.secondary" component="span">
        {describeCutoff(reinvestment)}
      </Typography>
      <Link component={RouterLink} to={href} aria-label={`Maturity instruction for ${note.note_type.label}`}>
        Maturity instruction
      </Link>
    </Stack>
  );
}

function NotesTable({ name, notes }: { name: string; notes: readonly LoanNoteHeld[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={`Loan notes held by ${name}`}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {notes.map((note) => (
            <TableRow key={note.id}>
              <TableCell component="th" scope="row">
                {note.note_type.label}
              </TableCell>
              <TableCell>{formatMoney(note.face_value)}</TableCell>
              <TableCell>{formatPercent(note.rate)}</TableCell>
              <TableCell>{formatDate(note.start_date)}</TableCell>
              <TableCell>{note.maturity_date ? formatDate(note.maturity_date) : 'At call'}</TableCell>
              <TableCell>{interestSoFar(note)}</TableCell>
              <TableCell>{formatMoney(note.current_balance)}</TableCell>
              <TableCell>{LoanNoteHeldStatusLabels[note.status]}</TableCell>
              <TableCell>
                <AtMaturity note={note} />
              </TableCell>
              <TableCell>
                {note.status === LoanNoteHeldStatus.active && (
                  <Link
                    component={RouterLink}
                    to={paths.redeemRequest.getHref({ id: note.id })}
                    aria-label={`Redeem ${note.note_type.label} note of ${note.account.name}`}
                  >
                    Redeem
                  </Link>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * `/products/` (spec 2 §2; issue #22 item 3): the loan notes each of the person's accounts holds,
 * a table per account with the selected account first, and the interest so far as of today.
 */
export function LoanNotesHeld({
  selectedAccountId,
  notice,
}: {
  selectedAccountId: number | null;
  /** Said once after a change made elsewhere (a maturity instruction recorded). */
  notice?: string | null;
}) {
  const notes = useLoanNotesHeld();
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        Products
      </Typography>
      {notice && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      <Loaded query={notes} label="Loading loan notes">
        {(list) =>
          list.length === 0 ? (
            <Typography>{LoanNotesHeldMessages.noNotes}</Typography>
          ) : (
            <>
              {byAccount(list, selectedAccountId).map(([accountId, group]) => (
                <PageSection key={accountId} title={group.name}>
                  <NotesTable name={group.name} notes={group.notes} />
                  <Typography variant="body2" color="text.secondary">
                    Interest as of {formatDate(group.notes[0]!.as_of)}.
                  </Typography>
                </PageSection>
              ))}
            </>
          )
        }
      </Loaded>
    </Stack>
  );
}
