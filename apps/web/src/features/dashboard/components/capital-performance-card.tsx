import { CapitalPerformanceFilterLabel, ChartDefaults, type DashboardFilter } from '@portal/contract';
import { useCapitalPerformance } from '../api/get-capital-performance';
import type { CardFrame } from './card-frame';
import { MonthlyBarsCard } from './monthly-bars-card';

export function CapitalPerformanceCard({ filter, frame }: { filter: DashboardFilter; frame: CardFrame }) {
  const { data } = useCapitalPerformance(filter);
  const rows = data?.monthly_values ?? [];
  return (
    <MonthlyBarsCard
      title="Capital performance"
      explanation="How the value of your investments changed each month: gains not yet sold (unrealised), gains from sales (realised) and the cost of options bought. The dots are the capital return."
      frame={frame}
      months={data?.monthly_values.map((m) => m.month)}
      emptyScale={ChartDefaults.emptyScaleCapitalPerformance}
      filterLabels={CapitalPerformanceFilterLabel}
      series={[
        {
          id: 'unrealised',
          label: 'Unrealised',
          color: '#1565c0',
          kind: 'bar',
          values: rows.map((m) => m.unrealised),
          total: data?.total_unrealised ?? '0.00',
        },
        {
          id: 'realised',
          label: 'Realised',
          color: '#2e7d32',
          kind: 'bar',
          values: rows.map((m) => m.realised),
          total: data?.total_realised ?? '0.00',
        },
        {
          id: 'options_bought',
          label: 'Options bought',
          color: '#ef6c00',
          kind: 'bar',
          values: rows.map((m) => m.options_bought),
          total: data?.total_options_bought ?? '0.00',
        },
        {
          id: 'capital_return',
          label: 'Capital return',
          color: '#212121',
          kind: 'dot',
          values: rows.map((m) => m.capital_return),
          total: data?.total_capital_return ?? '0.00',
        },
      ]}
    />
  );
}
