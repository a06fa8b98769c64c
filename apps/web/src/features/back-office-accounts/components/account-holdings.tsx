import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney, formatPercent, LoanNoteHeldStatusLabels, type LoanNoteHeld } from '@portal/contract';
import type { ReactNode } from 'react';
import { Loaded } from '../../../components/ui/loaded';
import { PageSection } from '../../../components/ui/page-section';
import { ReadOnlyTable } from '../../../components/ui/read-only-table';
import { useAccountLoanNotes } from '../api/get-account-loan-notes';
import { useAccountPortfolio } from '../api/get-account-portfolio';

const PORTFOLIO_COLUMNS = [{ header: 'Investment option' }, { header: 'Value', align: 'right' as const }];
const LOAN_NOTE_COLUMNS = [
  { header: 'Note type' },
  { header: 'Face value', align: 'right' as const },
  { header: 'Rate', align: 'right' as const },
  { header: 'Start' },
  { header: 'Maturity' },
  { header: 'Current balance', align: 'right' as const },
  { header: 'Status' },
];

/** One kind of holding under its own heading, with a line saying how current its figures are. */
function Holding({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1">
        {title}
      </Typography>
      {children}
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Stack>
  );
}

function loanNoteCells(note: LoanNoteHeld): ReactNode[] {
  return [
    note.note_type.label,
    formatMoney(note.face_value),
    formatPercent(note.rate),
    formatDate(note.start_date),
    note.maturity_date ? formatDate(note.maturity_date) : 'At call',
    formatMoney(note.current_balance),
    LoanNoteHeldStatusLabels[note.status],
  ];
}

/**
 * What the account holds, as its members see it: the private portfolio their dashboard opens on
 * (each investment option's latest value, and the total), and the loan notes /products/ lists.
 */
export function AccountHoldings({ accountId }: { accountId: number }) {
  const portfolio = useAccountPortfolio(accountId);
  const loanNotes = useAccountLoanNotes(accountId);
  return (
    <PageSection title="Holdings">
      <Loaded query={portfolio} label="Loading the portfolio">
        {(figures) => (
          <Loaded query={loanNotes} label="Loading the loan notes">
            {({ count, results: notes }) =>
              figures.investment_options.length === 0 && notes.length === 0 ? (
                <Typography color="text.secondary">No holdings.</Typography>
              ) : (
                <>
                  {figures.investment_options.length > 0 && (
                    <Holding
                      title="Private portfolio"
                      note={figures.date ? `Values as of ${formatDate(figures.date)}.` : 'No valuation yet.'}
                    >
                      <ReadOnlyTable
                        label="Private portfolio"
                        columns={PORTFOLIO_COLUMNS}
                        rows={[
                          ...figures.investment_options.map((option) => ({
                            key: option.id,
                            cells: [option.label, formatMoney(option.value)],
                          })),
                          { key: 'total', cells: ['Total', formatMoney(figures.total)], emphasis: true },
                        ]}
                      />
                    </Holding>
                  )}
                  {notes.length > 0 && (
                    <Holding
                      title="Loan notes"
                      note={
                        `Interest as of ${formatDate(notes[0]!.as_of)}.` +
                        (count > notes.length
                          ? ` The newest ${notes.length} of ${count} notes; the loan notes queue lists them all.`
                          : '')
                      }
                    >
                      <ReadOnlyTable
                        label="Loan notes"
                        columns={LOAN_NOTE_COLUMNS}
                        rows={notes.map((note) => ({ key: note.id, cells: loanNoteCells(note) }))}
                      />
                    </Holding>
                  )}
                </>
              )
            }
          </Loaded>
        )}
      </Loaded>
    </PageSection>
  );
}
