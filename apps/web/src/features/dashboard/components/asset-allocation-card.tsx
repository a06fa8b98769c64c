import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ChartDefaults,
  formatMoney,
  formatPercent,
  Messages,
  type DashboardAsset,
  type DashboardFilter,
} from '@portal/contract';
import { SHARE_COLOURS as COLOURS, SharePieChart } from '../../../components/charts/share-pie-chart';
import { useAssetAllocations } from '../api/get-asset-allocations';
import type { CardFrame } from './card-frame';
import { ChartFiguresTable } from './chart-figures-table';
import { DashboardCard } from './dashboard-card';

type Props = {
  filter: DashboardFilter;
  frame: CardFrame;
  /** Choosing an asset class filters the investments card by it. */
  onChooseAsset: (asset: DashboardAsset) => void;
};

export function AssetAllocationCard({ filter, frame, onChooseAsset }: Props) {
  const { data } = useAssetAllocations(filter);
  const items = data?.items ?? [];
  const available = data?.available !== false;
  return (
    <DashboardCard
      title="Asset allocation"
      explanation="How your portfolio is split between kinds of investment (asset classes), as a share of its value."
      frame={frame}
      table={
        available ? (
          <ChartFiguresTable
            caption="Asset allocation figures"
            rowHeader="Asset class"
            columns={['Actual', 'Value']}
            rows={items.map((item) => ({
              label: item.asset_class,
              cells: [formatPercent(item.actual), formatMoney(item.value)],
            }))}
          />
        ) : undefined
      }
    >
      {!available ? (
        <Typography color="text.secondary">{Messages.historicalDataNotAvailable}</Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Box sx={{ minWidth: ChartDefaults.minWidth, flexGrow: 1 }}>
            <SharePieChart
              slices={items.map((item, i) => ({
                id: String(item.id),
                label: item.asset_class,
                value: Number(item.actual),
                color: COLOURS[i % COLOURS.length]!,
              }))}
            />
          </Box>
          <Box component="ul" aria-label="Asset allocation legend" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item, i) => (
              <li key={item.id}>
                <Button
                  size="small"
                  onClick={() => onChooseAsset({ id: item.id, name: item.asset_class })}
                  aria-label={`Show ${item.asset_class} investments`}
                  startIcon={
                    <Box
                      aria-hidden
                      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COLOURS[i % COLOURS.length] }}
                    />
                  }
                >
                  {item.asset_class} {formatPercent(item.actual)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </DashboardCard>
  );
}
