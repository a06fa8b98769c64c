import TextField from '@mui/material/TextField';
import { QUEUE_SEARCH_MAX_LENGTH } from '@portal/contract';

/** A queue's search box, its text held (and sent to the route once typing stops) by `useQueuePaging`. */
export function QueueSearchField({
  paging,
  label,
}: {
  paging: { search: string; setSearch: (text: string) => void };
  label: string;
}) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={paging.search}
      onChange={(event) => paging.setSearch(event.target.value)}
      slotProps={{ htmlInput: { maxLength: QUEUE_SEARCH_MAX_LENGTH } }}
      sx={{ minWidth: 300 }}
    />
  );
}
