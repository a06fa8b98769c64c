import { PieChart } from '@mui/x-charts/PieChart';
import { ChartDefaults, formatPercent } from '@portal/contract';

export const ALLOCATION_COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#ef6c00',
  '#6a1b9a',
  '#00838f',
  '#c62828',
  '#f9a825',
  '#6d4c41',
];

/**
 * The strategic asset allocation drawn as a pie. Loaded lazily (the chart library is large and
 * only this section of the summary needs it); the table beside it carries the same figures for
 * screen readers, so the drawing itself is hidden from them.
 */
export default function AllocationPieChart({ items }: { items: Array<{ name: string; target_percentage: string }> }) {
  return (
    <div aria-hidden="true">
      <PieChart
        height={ChartDefaults.minHeight + 40}
        hideLegend
        series={[
          {
            innerRadius: 40,
            data: items.map((item, i) => ({
              id: item.name,
              label: item.name,
              value: Number(item.target_percentage),
              color: ALLOCATION_COLOURS[i % ALLOCATION_COLOURS.length],
            })),
            valueFormatter: (item) => formatPercent(item.value),
          },
        ]}
      />
    </div>
  );
}
