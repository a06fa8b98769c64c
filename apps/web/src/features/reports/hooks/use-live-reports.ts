import { reportsChannel, reportsChannelMessageSchema } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '../../../lib/realtime/realtime';
import { showToast } from '../../../lib/toasts';
import { newCounterQueryOptions } from '../api/get-new-counter';
import { REPORTS_QUERY_ROOT } from '../api/report-keys';

/**
 * Follows `reports#<user id>` (spec 3 §4, §7): a report that became ready or failed is announced
 * with the toast the server sends, the badge takes the new count, and the list refreshes; a
 * reconnect (which may have missed one) refreshes everything.
 */
export function useLiveReports(userId: number | null): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_ROOT });
  useRealtimeChannel(userId === null ? null : reportsChannel(userId), {
    onMessage: (data) => {
      const parsed = reportsChannelMessageSchema.safeParse(data);
      if (parsed.success) {
        const { message, report, reports_count } = parsed.data;
        showToast(message, report.status === 'failed' ? 'error' : 'success');
        queryClient.setQueryData(newCounterQueryOptions().queryKey, { new_counter: reports_count });
      }
      refresh();
    },
    onResync: refresh,
  });
}
