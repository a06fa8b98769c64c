import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';

type Props = MenuItemProps & { label: string; checked: boolean };

/**
 * A choice in a multiple select, its checkbox showing whether it is chosen. MUI's Select hands
 * each child its option role, state and click, so every other prop goes on to the menu item.
 */
export function CheckboxMenuItem({ label, checked, ...item }: Props) {
  return (
    <MenuItem {...item}>
      <Checkbox checked={checked} size="small" />
      <ListItemText primary={label} />
    </MenuItem>
  );
}
