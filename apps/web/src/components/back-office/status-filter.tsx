import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** Every status, or one: the queue asks the route for that status only. */
export const ALL_STATUSES = 'all';

export function StatusFilter<S extends string>({
  value,
  labels,
  onChange,
}: {
  value: S | typeof ALL_STATUSES;
  labels: Record<S, string>;
  onChange: (value: S | typeof ALL_STATUSES) => void;
}) {
  return (
    <TextField
      select
      label="Status"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as S | typeof ALL_STATUSES)}
      sx={{ minWidth: 260 }}
    >
      <MenuItem value={ALL_STATUSES}>All statuses</MenuItem>
      {(Object.entries(labels) as [S, string][]).map(([status, label]) => (
        <MenuItem key={status} value={status}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
