import Chip from '@mui/material/Chip';
import type { StatusDisplay } from '@portal/contract';

/** The account's status badge as the server names and styles it (spec 2 §3 status_display). */
export function AccountStatusChip({ status }: { status: StatusDisplay }) {
  return <Chip size="small" label={status.display_name} color={status.style} />;
}
