import { ChartDefaults, type DashboardFilter } from '@portal/contract';
import { useCapitalMovement } from '../api/get-capital-movement';
import type { CardFrame } from './card-frame';
import { MonthlyBarsCard } from './monthly-bars-card';

export function CapitalMovementCard({ filter, frame }: { filter: DashboardFilter; frame: CardFrame }) {
  const { data } = useCapitalMovement(filter);
  const rows = data?.monthly_values ?? [];
  return (
    <MonthlyBarsCard
      title="Capital movements"
      explanation="Money added to and taken out of your portfolio each month, with franking credits and withholding tax."
      frame={frame}
      months={data?.monthly_values.map((m) => m.month)}
      emptyScale={ChartDefaults.emptyScaleCapitalMovement}
      series={[
        {
          id: 'movements_in',
          label: 'Movements in',
          color: '#2e7d32',
          kind: 'bar',
          values: rows.map((m) => m.movements_in),
          total: data?.total_movements_in ?? '0.00',
        },
        {
          id: 'movements_out',
          label: 'Movements out',
          color: '#c62828',
          kind: 'bar',
          values: rows.map((m) => m.movements_out),
          total: data?.total_movements_out ?? '0.00',
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
          id: 'withholding_tax',
          label: 'Withholding tax',
          color: '#6d4c41',
          kind: 'bar',
          values: rows.map((m) => m.withholding_tax),
          total: data?.total_withholding_tax ?? '0.00',
        },
      ]}
    />
  );
}
