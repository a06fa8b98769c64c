import { useSearchParams } from 'react-router';
import { historyParamsFromSearch, historyParamsToSearch } from '../../../features/rebalance/components/history-params';
import { RebalanceHistory } from '../../../features/rebalance/components/rebalance-history';

/** /rebalance/: the history; page, order and filters live in the address. */
export function RebalanceHistoryRoute() {
  const [search, setSearch] = useSearchParams();
  return (
    <RebalanceHistory
      params={historyParamsFromSearch(search)}
      onParamsChange={(next) => setSearch(historyParamsToSearch(next))}
    />
  );
}
