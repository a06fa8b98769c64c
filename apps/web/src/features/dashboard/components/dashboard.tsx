import Alert from '@mui/material/Alert';
import type { DashboardFilter } from '@portal/contract';
import type { ReactNode } from 'react';
import { PortalDisclaimer } from '../../../components/disclaimer/portal-disclaimer';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useFilterSetup } from '../api/get-filter-setup';
import { useUpdateFilterSetup } from '../api/update-filter-setup';
import { DashboardCardsGrid } from './dashboard-grid';
import { FilterPanel } from './filter-panel';

/** The filter loaded from the server and saved on every change, the cards, the disclaimer. */
export function Dashboard({ rebalanceHistorySlot }: { rebalanceHistorySlot?: ReactNode }) {
  const setup = useFilterSetup();
  const update = useUpdateFilterSetup();
  if (setup.isPending) return <PageSpinner />;
  if (setup.isError) return <Alert severity="error">The dashboard could not be loaded. Please try again later.</Alert>;
  // What the cards are computed over; the asset class filters the investments card alone, so
  // choosing one refetches nothing else.
  const filter: DashboardFilter = {
    period: setup.data.period,
    account: setup.data.account,
    investment_option: setup.data.investment_option,
  };
  return (
    <>
      <FilterPanel
        setup={setup.data}
        onChange={(next) => update.mutate(next)}
        rebalanceHistorySlot={rebalanceHistorySlot}
      />
      <DashboardCardsGrid
        filter={filter}
        accounts={setup.data.accounts}
        asset={setup.data.asset}
        onChooseAsset={(asset) => update.mutate({ ...filter, asset })}
      />
      <PortalDisclaimer />
    </>
  );
}
