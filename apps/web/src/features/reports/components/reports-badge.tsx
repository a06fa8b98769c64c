import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { formatCappedCount, REPORT_BADGE_CAP } from '@portal/contract';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useNewCounter } from '../api/get-new-counter';

/** The Reports menu item with the count of new reports, at most "9+" (spec 3 §2.11). */
export function ReportsBadge({ children }: { children: ReactNode }) {
  const count = useNewCounter().data?.new_counter ?? 0;
  const shown = formatCappedCount(count, REPORT_BADGE_CAP);
  return (
    <Badge color="error" badgeContent={shown} invisible={count === 0} slotProps={{ badge: { 'aria-hidden': true } }}>
      {children}
      {count > 0 && (
        <Box component="span" sx={visuallyHidden}>
          {`, ${shown} new`}
        </Box>
      )}
    </Badge>
  );
}
