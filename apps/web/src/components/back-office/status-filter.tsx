import { ALL, QueueFilter } from './queue-filter';

/** Every status, or one. */
export const ALL_STATUSES = ALL;

/** The filter most queues have: "Status", every status or one. */
export function StatusFilter<S extends string>(props: {
  value: S | typeof ALL_STATUSES;
  labels: Record<S, string>;
  onChange: (value: S | typeof ALL_STATUSES) => void;
  minWidth?: number;
}) {
  return <QueueFilter<S | typeof ALL_STATUSES> label="Status" allLabel="All statuses" {...props} />;
}
