import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ChartDefaults } from '@portal/contract';
import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { CardFrame } from './card-frame';

type DashboardCardProps = {
  title: string;
  /** What the figure means, in plain words (the info icon's tooltip). */
  explanation: string;
  frame: CardFrame;
  /** The card's own controls (filter, toggles), shown next to the title. */
  controls?: ReactNode;
  /** The chart's figures as a table, behind "Show as table"; cards that are a table leave it out. */
  table?: ReactNode;
  children: ReactNode;
};

/**
 * One card of the grid: a titled region with its explanation, its controls, maximize/minimize
 * (tablet and up) and the "Show as table" switch.
 */
export function DashboardCard({ title, explanation, frame, controls, table, children }: DashboardCardProps) {
  const titleId = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: frame.minHeight, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        <Tooltip title={explanation} leaveDelay={ChartDefaults.tooltipHideDelayMs}>
          <IconButton size="small" aria-label={`About ${title}`} aria-describedby={`${titleId}-about`}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Box component="span" id={`${titleId}-about`} sx={visuallyHidden}>
          {explanation}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {controls}
        {frame.canMaximize && (
          <IconButton
            aria-label={frame.maximized ? `Minimize ${title}` : `Maximize ${title}`}
            onClick={frame.onToggleMaximized}
          >
            {frame.maximized ? <CloseFullscreenIcon /> : <OpenInFullIcon />}
          </IconButton>
        )}
      </Box>
      {children}
      {table !== undefined && (
        <Box>
          <Button size="small" aria-expanded={showTable} onClick={() => setShowTable((shown) => !shown)}>
            {showTable ? 'Hide table' : 'Show as table'}
          </Button>
          {showTable && <Box sx={{ overflowX: 'auto' }}>{table}</Box>}
        </Box>
      )}
    </Paper>
  );
}
