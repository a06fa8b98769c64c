import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { MarkPlot } from '@mui/x-charts/LineChart';
import { ChartDefaults, formatMoney, Messages } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { axisTick } from './axis-tick';
import type { CardFrame } from './card-frame';
import { ChartFiguresTable } from './chart-figures-table';
import { ChartLegend } from './chart-legend';
import { DashboardCard } from './dashboard-card';
import { monthLabel } from './month-label';
import { valueAxisRange } from './value-axis-range';

/** One series of a monthly card: stacked bars, or dots (a total drawn over the bars). */
export type MonthlySeries = {
  /** Also the filter key that shows this series alone. */
  id: string;
  label: string;
  color: string;
  kind: 'bar' | 'dot';
  /** Decimal strings of dollars, one per month. */
  values: readonly string[];
  total: string;
};

type MonthlyBarsCardProps = {
  title: string;
  explanation: string;
  frame: CardFrame;
  months: readonly string[] | undefined;
  series: readonly MonthlySeries[];
  emptyScale: { min: number; max: number };
  /** Filter labels by key, 'total' first (shows every series); none for a card without a filter. */
  filterLabels?: Readonly<Record<string, string>>;
  /** A figure shown above the chart (the income card's total income return). */
  headline?: ReactNode;
};

/**
 * The return summary, capital performance, income and capital movement cards: stacked monthly
 * bars, dots for a total, a filter (buttons, a dropdown on mobile), a legend with the totals, a
 * tooltip with the month and values, and the same figures as a table.
 */
export function MonthlyBarsCard(props: MonthlyBarsCardProps) {
  const { title, explanation, frame, months = [], series, emptyScale, filterLabels, headline } = props;
  // Kept here: minimizing remounts the card (see dashboard-grid.tsx), which resets it to Total.
  const [filter, setFilter] = useState('total');
  const shown = filter === 'total' ? series : series.filter((s) => s.id === filter);
  const hasData = months.length > 0;
  const drawn = shown.map((s) => s.values.map(Number));
  // Stacked bars reach the sum of their positive (or negative) parts; dots reach their own value.
  const extents = months.flatMap((_, i) => {
    const bars = shown.flatMap((s, k) => (s.kind === 'bar' ? [drawn[k]![i]!] : []));
    const dots = shown.flatMap((s, k) => (s.kind === 'dot' ? [drawn[k]![i]!] : []));
    const up = bars.filter((v) => v > 0).reduce((a, b) => a + b, 0);
    const down = bars.filter((v) => v < 0).reduce((a, b) => a + b, 0);
    return [up, down, ...dots];
  });
  const range = valueAxisRange(extents, emptyScale);

  const controls = filterLabels && (
    <FilterChoice title={title} labels={filterLabels} value={filter} onChange={setFilter} asSelect={frame.isMobile} />
  );

  return (
    <DashboardCard
      title={title}
      explanation={explanation}
      frame={frame}
      controls={controls}
      table={
        <ChartFiguresTable
          caption={`${title} figures`}
          rowHeader="Month"
          columns={series.map((s) => s.label)}
          rows={months.map((month, i) => ({
            label: monthLabel(month),
            cells: series.map((s) => formatMoney(s.values[i] ?? '0.00')),
          }))}
          footer={{ label: 'Total', cells: series.map((s) => formatMoney(s.total)) }}
        />
      }
    >
      {headline}
      <Box
        sx={{ position: 'relative', flexGrow: 1, minHeight: ChartDefaults.minHeight, minWidth: ChartDefaults.minWidth }}
      >
        <ChartsContainer
          height={Math.max(ChartDefaults.minHeight, frame.minHeight - 180)}
          xAxis={[
            {
              id: 'months',
              scaleType: 'band',
              data: hasData ? months.map(monthLabel) : [''],
              categoryGapRatio: 0.4,
            },
          ]}
          yAxis={[
            {
              id: 'amount',
              min: range.min,
              max: range.max,
              // The chart is short: by its height MUI would place two ticks, often only $0 in range.
              tickNumber: 5,
              valueFormatter: axisTick,
            },
          ]}
          series={shown.map((s, k) =>
            s.kind === 'bar'
              ? {
                  type: 'bar' as const,
                  id: s.id,
                  label: s.label,
                  color: s.color,
                  stack: 'monthly',
                  data: hasData ? drawn[k]! : [],
                  valueFormatter: (_v: number | null, { dataIndex }: { dataIndex: number }) =>
                    formatMoney(s.values[dataIndex] ?? '0.00'),
                }
              : {
                  type: 'line' as const,
                  id: s.id,
                  label: s.label,
                  color: s.color,
                  showMark: true,
                  data: hasData ? drawn[k]! : [],
                  valueFormatter: (_v: number | null, { dataIndex }: { dataIndex: number }) =>
                    formatMoney(s.values[dataIndex] ?? '0.00'),
                },
          )}
        >
          <BarPlot />
          {/* Only the marks of the 'line' series: the total is a dot per month, not a line. */}
          <MarkPlot />
          <ChartsXAxis axisId="months" />
          <ChartsYAxis axisId="amount" />
          <ChartsAxisHighlight x="band" />
          <ChartsTooltip trigger="axis" />
        </ChartsContainer>
        {!hasData && (
          <Typography
            color="text.secondary"
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}
          >
            {Messages.noChartData}
          </Typography>
        )}
      </Box>
      <ChartLegend
        title={title}
        entries={shown.map((s) => ({ id: s.id, label: s.label, color: s.color, total: formatMoney(s.total) }))}
      />
    </DashboardCard>
  );
}

function FilterChoice({
  title,
  labels,
  value,
  onChange,
  asSelect,
}: {
  title: string;
  labels: Readonly<Record<string, string>>;
  value: string;
  onChange: (value: string) => void;
  asSelect: boolean;
}) {
  const label = `${title} filter`;
  if (asSelect) {
    return (
      <TextField
        select
        size="small"
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // Wide enough for its label ('Capital performance filter') and the longest choice.
        sx={{ minWidth: 200 }}
      >
        {Object.entries(labels).map(([key, text]) => (
          <MenuItem key={key} value={key}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label={label}
      value={value}
      onChange={(_, next: string | null) => next && onChange(next)}
      sx={{
        // In a narrow card (two columns on a tablet) the buttons wrap onto a second line instead
        // of running out of the card, over the next card and off the page.
        flexWrap: 'wrap',
        maxWidth: '100%',
        // A button that starts the second line shows its left edge (MUI hides it behind the
        // previous button's right edge, which on one line is the same line).
        '& .MuiToggleButtonGroup-grouped': { borderLeftColor: 'divider' },
      }}
    >
      {Object.entries(labels).map(([key, text]) => (
        <ToggleButton key={key} value={key}>
          {text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
