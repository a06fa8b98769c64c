/** Rebalance notices (spec 3 §2.8-§2.9, §4): their types and statuses, with how the pages show them. */
import type { ValueOf } from '../value-of.js';

export const RebalanceType = { taa: 'taa', model_portfolio: 'model_portfolio' } as const;
export type RebalanceType = ValueOf<typeof RebalanceType>;

export const RebalanceStatus = { complete: 'complete', in_progress: 'in_progress', cancelled: 'cancelled' } as const;
export type RebalanceStatus = ValueOf<typeof RebalanceStatus>;

/** Chip colour of each rebalance status, in the palette names MUI chips take. */
export const RebalanceStatusChipColour = {
  complete: 'success',
  in_progress: 'warning',
  cancelled: 'error',
} as const satisfies Record<RebalanceStatus, 'success' | 'warning' | 'error'>;
export type RebalanceStatusChipColour = ValueOf<typeof RebalanceStatusChipColour>;

export const RebalanceTypeLabel = {
  taa: 'TAA',
  model_portfolio: 'Model portfolio',
} as const satisfies Record<RebalanceType, string>;

export const RebalanceStatusLabel = {
  complete: 'Complete',
  in_progress: 'In progress',
  cancelled: 'Cancelled',
} as const satisfies Record<RebalanceStatus, string>;
