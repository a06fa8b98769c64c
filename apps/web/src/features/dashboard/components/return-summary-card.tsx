import { ChartDefaults, ReturnSummaryFilterLabel, type DashboardFilter } from '@portal/contract';
import { useReturnSummary } from '../api/get-return-summary';
import type { CardFrame } from './card-frame';
import { MonthlyBarsCard } from './monthly-bars-card';

export function ReturnSummaryCard({ filter, frame }: { filter: DashboardFilter; frame: CardFrame }) {
  const { data } = useReturnSummary(filter);
  const rows = data?.monthly_values ?? [];
  return (
    <MonthlyBarsCard
      title="Return summary"
      explanation="What your portfolio earned each month: income received plus the change in the value of your investments, less fees. The dots are the total return."
      frame={frame}
      months={data?.monthly_values.map((m) => m.month)}
      emptyScale={ChartDefaults.emptyScaleReturnSummary}
      filterLabels={ReturnSummaryFilterLabel}
      series={[
        {
          id: 'income_return',
          label: 'Income return',
          color: '#2e7d32',
          kind: 'bar',
          values: rows.map((m) => m.income_return),
          total: data?.total_income_return ?? '0.00',
        },
        {
          id: 'capital_return',
          label: 'Capital return',
          color: '#1565c0',
          kind: 'bar',
          values: rows.map((m) => m.capital_return),
          total: data?.total_capital_return ?? '0.00',
        },
        {
          id: 'fee',
          label: 'Fees',
          color: '#c62828',
          kind: 'bar',
          // Fees come as a positive cost; drawn below zero, the bars stack up to the total-return dot.
          values: rows.map((m) => belowZero(m.fee)),
          total: belowZero(data?.total_fee ?? '0.00'),
        },
        {
          id: 'total_return',
          label: 'Total return',
          color: '#212121',
          kind: 'dot',
          values: rows.map((m) => m.total_return),
          total: data?.total_total_return ?? '0.00',
        },
      ]}
    />
  );
}

/** A decimal string as a cost below zero: '12.34' -> '-12.34' (zero stays '0.00'). */
function belowZero(amount: string): string {
  if (/^-?0+(\.0+)?$/.test(amount)) return amount.replace('-', '');
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}
