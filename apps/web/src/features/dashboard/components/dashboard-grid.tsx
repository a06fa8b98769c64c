import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ChartDefaults,
  DASHBOARD_CARD_ORDER,
  DashboardCard as Card,
  DashboardGrid,
  type DashboardAsset,
  type DashboardFilter,
  type DashboardFilterSetup,
} from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { AssetAllocationCard } from './asset-allocation-card';
import { CapitalMovementCard } from './capital-movement-card';
import { CapitalPerformanceCard } from './capital-performance-card';
import { cardMinHeight, type CardFrame } from './card-frame';
import { IncomeCard } from './income-card';
import { InvestmentsCard } from './investments-card';
import { ReturnSummaryCard } from './return-summary-card';
import { TotalAssetValueCard } from './total-asset-value-card';

type Props = {
  filter: DashboardFilter;
  accounts: DashboardFilterSetup['accounts'];
  /** The investments card's asset class (saved with the filter); null for every class. */
  asset: DashboardAsset | null;
  onChooseAsset: (asset: DashboardAsset | null) => void;
};

/**
 * The seven cards in the spec's order: two columns from tablet up, one on mobile, fading in one
 * after another. A maximized card spans the row, moves to the top and is taller.
 */
export function DashboardCardsGrid({ filter, accounts, asset, onChooseAsset }: Props) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'));
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [maximized, setMaximized] = useState<Card | null>(null);
  // Minimizing a card remounts it (a new key), which puts its filter back to Total and leaves
  // comparison mode: the state lives in the card, so a fresh card is the reset.
  const [generation, setGeneration] = useState<Partial<Record<Card, number>>>({});

  const toggle = (card: Card) => {
    if (maximized === card) {
      setMaximized(null);
      if (card !== Card.investments) setGeneration((g) => ({ ...g, [card]: (g[card] ?? 0) + 1 }));
      return;
    }
    setMaximized(card);
    const page = document.scrollingElement;
    if (page) page.scrollTop = 0;
  };

  const frameOf = (card: Card): CardFrame => {
    const isMax = !isMobile && maximized === card;
    return {
      maximized: isMax,
      canMaximize: !isMobile,
      isMobile,
      minHeight: Math.max(
        cardMinHeight({ maximized: isMax, isMobile }),
        card === Card.investments && isMax ? DashboardGrid.maximisedInvestmentsMinHeight : 0,
      ),
      onToggleMaximized: () => toggle(card),
    };
  };

  const render = (card: Card): ReactNode => {
    const frame = frameOf(card);
    switch (card) {
      case Card.total_asset_value:
        return <TotalAssetValueCard filter={filter} accounts={accounts} frame={frame} />;
      case Card.return_summary:
        return <ReturnSummaryCard filter={filter} frame={frame} />;
      case Card.capital_performance:
        return <CapitalPerformanceCard filter={filter} frame={frame} />;
      case Card.income:
        return <IncomeCard filter={filter} frame={frame} />;
      case Card.capital_movements:
        return <CapitalMovementCard filter={filter} frame={frame} />;
      case Card.asset_allocation:
        return <AssetAllocationCard filter={filter} frame={frame} onChooseAsset={onChooseAsset} />;
      case Card.investments:
        return <InvestmentsCard filter={filter} frame={frame} asset={asset} onClearAsset={() => onChooseAsset(null)} />;
    }
  };

  const ordered =
    maximized && !isMobile ? [maximized, ...DASHBOARD_CARD_ORDER.filter((c) => c !== maximized)] : DASHBOARD_CARD_ORDER;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: `${DashboardGrid.margin}px`,
        gridTemplateColumns: {
          xs: `repeat(${DashboardGrid.columnsMobile}, minmax(0, 1fr))`,
          sm: `repeat(${DashboardGrid.columnsTabletUp}, minmax(0, 1fr))`,
        },
      }}
    >
      {ordered.map((card) => (
        <Fade
          key={card}
          in
          appear={!reduceMotion}
          timeout={reduceMotion ? 0 : ChartDefaults.cardFadeMs}
          style={{
            transitionDelay: reduceMotion
              ? '0ms'
              : `${DASHBOARD_CARD_ORDER.indexOf(card) * ChartDefaults.cardFadeMs}ms`,
          }}
        >
          <Box sx={{ gridColumn: maximized === card && !isMobile ? '1 / -1' : undefined, minWidth: 0 }}>
            <Box key={generation[card] ?? 0}>{render(card)}</Box>
          </Box>
        </Fade>
      ))}
    </Box>
  );
}
