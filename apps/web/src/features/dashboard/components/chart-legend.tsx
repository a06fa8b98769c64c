import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type LegendEntry = { id: string; label: string; color: string; total: string };

/** The legend under a chart: each series with its colour and its total for the period. */
export function ChartLegend({ title, entries }: { title: string; entries: readonly LegendEntry[] }) {
  return (
    <Box
      component="ul"
      aria-label={`${title} legend`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
    >
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: entry.color }} />
          <Typography variant="body2">
            {entry.label} <strong>{entry.total}</strong>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
