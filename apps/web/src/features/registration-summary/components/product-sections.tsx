import { formatMoney, type Account, type InvestmentPolicy } from '@portal/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AllocationView } from '../../../components/investment-policy/allocation-view';
import { GearingView } from '../../../components/investment-policy/gearing-view';
import { RestrictionsView, SecurityRestrictionList } from '../../../components/investment-policy/restrictions-view';
import { DetailList } from '../../../components/ui/detail-list';
import { Loaded } from '../../../components/ui/loaded';
import { paths } from '../../../config/paths';
import { useLoanNoteBundles } from '../api/get-loan-note-bundles';
import { useNoteTypes } from '../api/get-note-types';
import { usePortfolioApplication } from '../api/get-portfolio-application';
import { useSecurityRestrictions } from '../api/get-security-restrictions';
import { useStrategicAllocation } from '../api/get-strategic-allocation';
import { useSourcesOfFunds } from '../api/get-sources-of-funds';
import { notGiven, SummarySection } from './summary-section';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

type SectionProps = { account: Account; canEdit: boolean };

/** The loan notes chosen (spec 2 §3 Loan note): product (its term as the note types label it), face value, interest. */
export function LoanNotesSection({ account, canEdit }: SectionProps) {
  const bundles = useLoanNoteBundles(account.id);
  const noteTypes = useNoteTypes(account.id);
  return (
    <SummarySection
      title="Loan notes"
      editHref={canEdit ? paths.accountSetup.editProductDetails.getHref({ id: account.id }) : null}
    >
      <Loaded query={bundles} label="Loading the loan notes">
        {(list) => {
          const notes = list.results.flatMap((bundle) => bundle.loan_notes);
          if (notes.length === 0) return notGiven;
          const typeOf = (id: number) => noteTypes.data?.find((t) => t.id === id);
          return (
            <Table size="small" aria-label="Loan notes">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Product
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Face value
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Interest
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {notes.map((note) => {
                  const type = typeOf(note.note_type);
                  return (
                    <TableRow key={note.id}>
                      <TableCell component="th" scope="row">
                        {type ? `${type.label}, ${type.interest_rate}% p.a.` : 'Loan note'}
                      </TableCell>
                      <TableCell align="right">{formatMoney(note.face_value)}</TableCell>
                      <TableCell>
                        {note.interest_capitalisation
                          ? 'Capitalise interest'
                          : `Pay interest to my bank account${type ? ` ${type.interest_frequency}` : ''}`}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          );
        }}
      </Loaded>
    </SummarySection>
  );
}

export function PortfolioDetailsSection({ account, canEdit }: SectionProps) {
  const application = usePortfolioApplication(account.id);
  const sources = useSourcesOfFunds();
  return (
    <SummarySection
      title="Portfolio details"
      editHref={canEdit ? paths.accountSetup.editPortfolioDetails.getHref({ id: account.id }) : null}
    >
      <Loaded query={application} label="Loading the portfolio details">
        {({ portfolio_application: saved }) => {
          if (saved === null) return notGiven;
          const sourceNames = saved.source_of_funds
            .map((id) => sources.data?.find((s) => s.id === id))
            .map((s) => (s?.is_other ? `${s.name}: ${saved.source_of_funds_other}` : (s?.name ?? '')))
            .filter(Boolean);
          return (
            <DetailList
              items={[
                ...(saved.is_funds_transfer && saved.funds_transfer_amount !== null
                  ? [{ label: 'Funds transfer', value: formatMoney(saved.funds_transfer_amount) }]
                  : []),
                ...(saved.is_asset_transfer && saved.asset_transfer_amount !== null
                  ? [{ label: 'Asset transfer', value: formatMoney(saved.asset_transfer_amount) }]
                  : []),
                { label: 'Source of funds', value: sourceNames.join(', ') },
                { label: 'Fully invested within 14 days', value: yesNo(saved.is_require_14_days_investing) },
                ...(saved.is_require_14_days_investing
                  ? []
                  : [
                      {
                        label: 'Investment period',
                        value:
                          saved.investment_period === 'other'
                            ? `${saved.investment_period_months ?? ''} months`
                            : 'At the portfolio manager’s discretion',
                      },
                    ]),
                {
                  label: 'Franking credits',
                  value: saved.receive_franking_credits === 'eligible' ? 'Eligible' : 'Not eligible',
                },
                { label: 'Exempt from income tax', value: yesNo(saved.is_exempt_income_tax) },
              ]}
            />
          );
        }}
      </Loaded>
    </SummarySection>
  );
}

/** The allocation as a pie with its table (the view the statement's page shows too). */
export function AllocationSection({ account, canEdit, ips }: SectionProps & { ips: InvestmentPolicy | null }) {
  const allocation = useStrategicAllocation(ips?.id ?? null);
  return (
    <SummarySection
      title="Strategic asset allocation"
      editHref={canEdit ? paths.accountSetup.strategicAssetAllocationDetails.getHref({ id: account.id }) : null}
    >
      {ips === null ? (
        notGiven
      ) : (
        <Loaded query={allocation} label="Loading the strategic asset allocation">
          {(saved) => <AllocationView allocation={saved} empty={notGiven} />}
        </Loaded>
      )}
    </SummarySection>
  );
}

export function CustomisationSection({ account, canEdit, ips }: SectionProps & { ips: InvestmentPolicy | null }) {
  const restrictions = useSecurityRestrictions(ips?.has_security_restrictions ? ips.id : null);
  return (
    <SummarySection
      title="Investment policy customisation"
      editHref={canEdit ? paths.accountSetup.investmentPolicyCustomisationDetails.getHref({ id: account.id }) : null}
    >
      {ips === null || ips.has_restrictions === null ? (
        notGiven
      ) : (
        <RestrictionsView
          statement={ips}
          securities={
            <Loaded query={restrictions} label="Loading the security restrictions">
              {(list) => (list.length === 0 ? notGiven : <SecurityRestrictionList restrictions={list} />)}
            </Loaded>
          }
        />
      )}
    </SummarySection>
  );
}

export function GearingSection({ account, canEdit, ips }: SectionProps & { ips: InvestmentPolicy | null }) {
  return (
    <SummarySection
      title="Gearing"
      editHref={canEdit ? paths.accountSetup.gearingDetails.getHref({ id: account.id }) : null}
    >
      {ips === null || ips.has_gearing === null ? notGiven : <GearingView statement={ips} />}
    </SummarySection>
  );
}
