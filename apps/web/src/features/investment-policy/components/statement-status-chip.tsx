import { IpsStatus, type InvestmentPolicy } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';

const STATUS_COLOUR: Record<IpsStatus, ChipProps['color']> = {
  [IpsStatus.active]: 'success',
  [IpsStatus.draft]: 'default',
  [IpsStatus.awaiting_signature]: 'warning',
  [IpsStatus.portfolio_manager_review]: 'info',
};

/** The statement's status as the server names it (spec 2 §3 status_display). */
export function StatementStatusChip({ statement }: { statement: Pick<InvestmentPolicy, 'status' | 'status_display'> }) {
  return <Chip size="small" label={statement.status_display} color={STATUS_COLOUR[statement.status]} />;
}
