import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Every value, or one: a queue asks its route for that value, or filters the list it holds. */
export const ALL = 'all';

/**
 * A select above a queue: one of `labels`' values, or (with `allLabel`) every value. A queue
 * asking its route goes back to the first page on a change (`useQueuePaging`'s `thenFirstPage`).
 */
export function QueueFilter<V extends string>({
  label,
  allLabel,
  value,
  labels,
  onChange,
  minWidth = 260,
}: {
  label: string;
  /** "All statuses": the choice of every value (`ALL`); without it one value is always chosen. */
  allLabel?: string;
  value: V;
  labels: Record<Exclude<V, typeof ALL>, string>;
  onChange: (value: V) => void;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      sx={{ minWidth }}
    >
      {allLabel && <MenuItem value={ALL}>{allLabel}</MenuItem>}
      {(Object.entries(labels) as [V, string][]).map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
