import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartDefaults,
  formatDate,
  formatMoney,
  formatPercent,
  Messages,
  type DashboardFilter,
  type DashboardFilterSetup,
  type TotalAssetValue,
} from '@portal/contract';
import { useState } from 'react';
import { useTotalAssetValue } from '../api/get-total-asset-value';
import { axisTick } from './axis-tick';
import type { CardFrame } from './card-frame';
import { ChartFiguresTable } from './chart-figures-table';
import { ChartLegend, type LegendEntry } from './chart-legend';
import { comparisonBlocker } from './comparison-blocker';
import { DashboardCard } from './dashboard-card';
import { totalAssetAxisRange } from './total-asset-axis-range';

type Line = LegendEntry & { points: ReadonlyArray<{ date: string; amount: string }> };

type Props = { filter: DashboardFilter; accounts: DashboardFilterSetup['accounts']; frame: CardFrame };

export function TotalAssetValueCard({ filter, accounts, frame }: Props) {
  const { data } = useTotalAssetValue(filter);
  // Local: minimizing remounts the card (see dashboard-grid.tsx), which leaves comparison mode.
  const [comparing, setComparing] = useState(false);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const comparisonOffered = frame.maximized || frame.isMobile;
  const inComparison = comparing && comparisonOffered;
  const blocker = inComparison ? comparisonBlocker(filter, accounts) : null;
  const options = data?.investment_options ?? [];
  const ticked = options.filter((o) => !unticked.has(o.id));
  const noneTicked = inComparison && ticked.length === 0;

  const lines: Line[] = !data ? [] : inComparison ? comparisonLines(ticked) : totalLines(data);
  const dates = (lines[0]?.points ?? []).map((p) => p.date);
  const range = totalAssetAxisRange(lines.flatMap((l) => l.points.map((p) => Number(p.amount))));

  const toggle = (id: number) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <DashboardCard
      title="Total asset value"
      explanation="What your portfolio was worth on each day. With a margin loan, net equity is the value less the loan."
      frame={frame}
      controls={
        comparisonOffered && (
          <FormControlLabel
            control={<Switch checked={comparing} onChange={(e) => setComparing(e.target.checked)} />}
            label="Comparison Mode"
          />
        )
      }
      table={
        <ChartFiguresTable
          caption="Total asset value figures"
          rowHeader="Date"
          columns={lines.map((l) => l.label)}
          rows={dates.map((date, i) => ({
            label: formatDate(date),
            cells: lines.map((l) => formatMoney(l.points[i]?.amount ?? '0.00')),
          }))}
        />
      }
    >
      {blocker ? (
        <Alert severity="info">{blocker}</Alert>
      ) : (
        <>
          {inComparison && (
            <FormGroup aria-label="Investment options to compare">
              {options.map((o) => (
                <FormControlLabel
                  key={o.id}
                  control={<Checkbox checked={!unticked.has(o.id)} onChange={() => toggle(o.id)} />}
                  label={`${o.label} ${formatMoney(o.total_amount)} (${formatMoney(o.change.amount)}, ${formatPercent(o.change.percent)})`}
                />
              ))}
            </FormGroup>
          )}
          {/* With every option unticked the list stays, so one can be ticked again; the chart waits. */}
          {noneTicked ? (
            <Alert severity="info">{Messages.comparisonNeedsTickedOption}</Alert>
          ) : (
            <>
              <Box sx={{ flexGrow: 1, minHeight: ChartDefaults.minHeight, minWidth: ChartDefaults.minWidth }}>
                <LineChart
                  height={Math.max(ChartDefaults.minHeight, frame.minHeight - 160)}
                  hideLegend
                  xAxis={[{ scaleType: 'point', data: dates.length ? dates.map((d) => formatDate(d)) : [''] }]}
                  yAxis={[
                    {
                      min: range.min,
                      max: range.max,
                      valueFormatter: axisTick,
                    },
                  ]}
                  series={lines.map((l) => ({
                    id: l.id,
                    label: l.label,
                    color: l.color,
                    showMark: false,
                    data: l.points.map((p) => Number(p.amount)),
                    valueFormatter: (_v: number | null, { dataIndex }: { dataIndex: number }) =>
                      formatMoney(l.points[dataIndex]?.amount ?? '0.00'),
                  }))}
                />
              </Box>
              <ChartLegend title="Total asset value" entries={lines} />
            </>
          )}
        </>
      )}
    </DashboardCard>
  );
}

/** Total asset value; margin loan and net equity only when the period has a loan (the server sends them then). */
function totalLines(data: TotalAssetValue): Line[] {
  const lines: Line[] = [
    {
      id: 'total_asset',
      label: 'Total asset value',
      color: '#1565c0',
      total: formatMoney(data.totals.total_asset),
      points: data.total_asset_daily_values,
    },
  ];
  if (data.margin_loan_daily_values.length > 0) {
    lines.push(
      {
        id: 'margin_loan',
        label: 'Margin loan',
        color: '#c62828',
        total: formatMoney(data.totals.total_margin_loan),
        points: data.margin_loan_daily_values,
      },
      {
        id: 'net_equity',
        label: 'Net equity',
        color: '#2e7d32',
        total: formatMoney(data.totals.net_equity),
        points: data.net_equity_daily_values,
      },
    );
  }
  return lines;
}

function comparisonLines(options: TotalAssetValue['investment_options']): Line[] {
  return options.map((o) => ({
    id: `option-${o.id}`,
    label: o.label,
    color: o.color,
    total: formatMoney(o.total_amount),
    points: o.daily_values,
  }));
}
