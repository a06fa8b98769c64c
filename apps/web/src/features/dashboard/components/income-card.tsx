import Typography from '@mui/material/Typography';
import { ChartDefaults, formatMoney, IncomeFilterLabel, type DashboardFilter } from '@portal/contract';
import { useIncome } from '../api/get-income';
import type { CardFrame } from './card-frame';
import { MonthlyBarsCard } from './monthly-bars-card';

export function IncomeCard({ filter, frame }: { filter: DashboardFilter; frame: CardFrame }) {
  const { data } = useIncome(filter);
  const rows = data?.monthly_values ?? [];
  return (
    <MonthlyBarsCard
      title="Income"
      explanation="Money your investments paid you each month: option premiums, dividends, franking credits and other income."
      frame={frame}
      months={data?.monthly_values.map((m) => m.month)}
      emptyScale={ChartDefaults.emptyScaleIncome}
      filterLabels={IncomeFilterLabel}
      headline={
        <Typography variant="body2">
          Total income return <strong>{formatMoney(data?.total_income_return ?? '0.00')}</strong>
        </Typography>
      }
      series={[
        {
          id: 'premiums_received',
          label: 'Premiums received',
          color: '#6a1b9a',
          kind: 'bar',
          values: rows.map((m) => m.premiums_received),
          total: data?.total_premiums_received ?? '0.00',
        },
        {
          id: 'dividends',
          label: 'Dividends',
          color: '#2e7d32',
          kind: 'bar',
          values: rows.map((m) => m.dividends),
          total: data?.total_dividends ?? '0.00',
        },
        {
          id: 'franking_credits',
          label: 'Franking credits',
          color: '#00838f',
          kind: 'bar',
          values: rows.map((m) => m.franking_credits),
          total: data?.total_franking_credits ?? '0.00',
        },
        {
          id: 'other_income',
          label: 'Other income',
          color: '#f9a825',
          kind: 'bar',
          values: rows.map((m) => m.other_income),
          total: data?.total_other_income ?? '0.00',
        },
      ]}
    />
  );
}
