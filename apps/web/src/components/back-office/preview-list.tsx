import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The first of those a preview would reach (the route sends a few), and how many more of the
 * `count` in all; nothing when it would reach nobody.
 */
export function PreviewList<T extends { id: number }>({
  label,
  items,
  count,
  counted,
  primary,
  secondary,
  sx,
}: {
  label: string;
  items: readonly T[];
  count: number;
  /** "3 accounts", "1 person". */
  counted: (count: number) => string;
  primary: (item: T) => string;
  secondary: (item: T) => string;
  sx?: SxProps<Theme>;
}) {
  if (items.length === 0) return null;
  const more = count - items.length;
  return (
    <List dense aria-label={label} sx={[{ py: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {items.map((item) => (
        <ListItem key={item.id} disableGutters>
          <ListItemText primary={primary(item)} secondary={secondary(item)} />
        </ListItem>
      ))}
      {more > 0 && (
        <ListItem disableGutters>
          <ListItemText primary={`and ${counted(more)} more`} />
        </ListItem>
      )}
    </List>
  );
}
