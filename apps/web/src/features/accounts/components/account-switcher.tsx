import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Check from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccounts } from '../api/get-accounts';
import { useSelectAccount } from '../api/select-account';

/**
 * The header's account switcher (issue #22 item 1): the selected account's name, and a menu of the
 * person's accounts to select another. It reads and writes the same selection as the accounts
 * list (`is_selected` on the server), so the two always agree; selecting points the dashboard at
 * the account. Nothing shows for a person without accounts.
 */
export function AccountSwitcher({ maxWidth = 150 }: { maxWidth?: number | string }) {
  const accounts = useAccounts();
  const select = useSelectAccount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const list = accounts.data?.results ?? [];
  if (list.length === 0) return null;
  const selected = list.find((a) => a.is_selected);
  const label = selected?.name ?? 'Choose an account';
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-label={`Selected account: ${label}`}
        title={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Never squeezed by the menu beside it; at the narrowest desktop widths a long name ends in an ellipsis.
        sx={{ textTransform: 'none', flexShrink: 0, maxWidth }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {list.map((account) => (
          <MenuItem
            key={account.id}
            role="menuitemradio"
            aria-checked={account.is_selected}
            disabled={select.isPending}
            onClick={() => {
              close();
              if (!account.is_selected) select.mutate(account.id);
            }}
          >
            <ListItemIcon>{account.is_selected ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={account.name} secondary={account.type_display} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={paths.accounts.list.getHref()} onClick={close}>
          <ListItemText inset>All accounts</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
