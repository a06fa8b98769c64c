import { SharePieChart, type ShareSlice } from '../charts/share-pie-chart';

/**
 * The strategic asset allocation drawn as a pie, each option in the colour the provider gave it.
 * A module of its own so a page loads the chart library only when it draws one.
 */
export default function AllocationPieChart({ slices }: { slices: readonly ShareSlice[] }) {
  return <SharePieChart slices={slices} innerRadius={40} />;
}
