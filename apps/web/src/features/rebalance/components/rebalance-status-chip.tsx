import Chip from '@mui/material/Chip';
import { RebalanceStatusChipColour, RebalanceStatusLabel, type RebalanceStatus } from '@portal/contract';

/** Spec 3 §4: success for complete, warning for in progress, error for cancelled. */
export function RebalanceStatusChip({ status }: { status: RebalanceStatus }) {
  return <Chip size="small" label={RebalanceStatusLabel[status]} color={RebalanceStatusChipColour[status]} />;
}
