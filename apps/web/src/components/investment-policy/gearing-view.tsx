import { formatMoney, type InvestmentPolicy } from '@portal/contract';
import { DetailList } from '../ui/detail-list';

/** A statement's answered gearing, read-only (spec 2 §3): whether it borrows and between which loan balances. */
export function GearingView({
  statement,
}: {
  statement: Pick<InvestmentPolicy, 'has_gearing' | 'target_loan_balance_min' | 'target_loan_balance_max'>;
}) {
  return (
    <DetailList
      items={[
        { label: 'Gearing', value: statement.has_gearing ? 'Yes' : 'No' },
        ...(statement.has_gearing
          ? [
              { label: 'Minimum target loan balance', value: formatMoney(statement.target_loan_balance_min ?? '0') },
              { label: 'Maximum target loan balance', value: formatMoney(statement.target_loan_balance_max ?? '0') },
            ]
          : []),
      ]}
    />
  );
}
