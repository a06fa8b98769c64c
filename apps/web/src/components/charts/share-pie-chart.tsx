import { PieChart } from '@mui/x-charts/PieChart';
import { ChartDefaults, formatPercent } from '@portal/contract';

/** Colours for shares that bring none of their own (the dashboard's asset classes). */
export const SHARE_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#c62828', '#f9a825', '#6d4c41'];

export type ShareSlice = { id: string; label: string; /** Percent. */ value: number; color: string };

/**
 * Shares of a whole as a ring, each slice in its colour with its percent on hover. The legend and
 * the figures are the caller's (a table or a list beside it). The drawing is not hidden from
 * assistive technology: the chart can take keyboard focus, and a focusable element inside
 * aria-hidden is an accessibility fault (axe's aria-hidden-focus).
 */
export function SharePieChart({ slices, innerRadius = 50 }: { slices: readonly ShareSlice[]; innerRadius?: number }) {
  return (
    <PieChart
      height={ChartDefaults.minHeight + 40}
      hideLegend
      series={[{ innerRadius, data: [...slices], valueFormatter: (item) => formatPercent(item.value) }]}
    />
  );
}
