import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DashboardPeriodLabel,
  type DashboardPeriod,
  formatDate,
  Messages,
  type DashboardFilter,
  type DashboardFilterSetup,
} from '@portal/contract';
import { useId, type ReactNode } from 'react';

type Props = {
  setup: DashboardFilterSetup;
  onChange: (filter: DashboardFilter) => void;
  /** The rebalance history block (the rebalance issue fills it); nothing until then. */
  rebalanceHistorySlot?: ReactNode;
};

/** Period, accounts and investment options; every change is saved by the caller. */
export function FilterPanel({ setup, onChange, rebalanceHistorySlot }: Props) {
  const headingId = useId();
  const filter: DashboardFilter = {
    period: setup.period,
    account: setup.account,
    investment_option: setup.investment_option,
  };
  // Only the chosen accounts' options can be chosen; with no account chosen, every account's.
  const optionAccounts = filter.account.length
    ? setup.accounts.filter((a) => filter.account.includes(a.id))
    : setup.accounts;
  const accountName = (id: number) => setup.accounts.find((a) => a.id === id)?.name ?? '';
  const optionLabel = (id: number) =>
    setup.accounts.flatMap((a) => a.investment_options).find((o) => o.id === id)?.label ?? '';

  return (
    <Box
      component="section"
      aria-label="Dashboard filter"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
    >
      <TextField
        select
        size="small"
        label="Period"
        value={filter.period}
        onChange={(e) => onChange({ ...filter, period: e.target.value as DashboardPeriod })}
        sx={{ minWidth: 220 }}
      >
        {Object.entries(DashboardPeriodLabel).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Accounts"
        value={filter.account}
        sx={{ minWidth: 220 }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (ids) => (ids as number[]).map(accountName).join(', ') || 'All accounts',
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        // Choosing accounts clears the chosen options (spec 3 §2.2).
        onChange={(e) => onChange({ ...filter, account: e.target.value as unknown as number[], investment_option: [] })}
      >
        {setup.accounts.map((account) => (
          <MenuItem key={account.id} value={account.id}>
            <Checkbox checked={filter.account.includes(account.id)} size="small" />
            <ListItemText primary={account.name} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Investment options"
        value={filter.investment_option}
        sx={{ minWidth: 240 }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (ids) => (ids as number[]).map(optionLabel).join(', ') || 'All investment options',
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => {
          const ids = (e.target.value as unknown as Array<number | undefined>).filter((id) => typeof id === 'number');
          onChange({ ...filter, investment_option: ids });
        }}
      >
        {optionAccounts.flatMap((account) => [
          <AccountHeading key={`account-${account.id}`} id={`${headingId}-${account.id}`}>
            {account.name}
          </AccountHeading>,
          ...account.investment_options.map((option) => (
            // Two accounts can both have a 'Growth': the account heading describes each option.
            <MenuItem key={option.id} value={option.id} aria-describedby={`${headingId}-${account.id}`}>
              <Checkbox checked={filter.investment_option.includes(option.id)} size="small" />
              <ListItemText primary={option.label} />
            </MenuItem>
          )),
        ])}
      </TextField>
      {rebalanceHistorySlot}
      {setup.latest_availability_date && (
        <Typography variant="body2" color="text.secondary">
          {Messages.dataAvailableUpTo(formatDate(setup.latest_availability_date))}
        </Typography>
      )}
    </Box>
  );
}

/**
 * An account's name over its options. MUI's Select makes every child an option (role, click);
 * a heading is not one, so those props are dropped: a screen reader does not offer it as a
 * choice, and a click on it chooses nothing.
 */
function AccountHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ListSubheader id={id} role="presentation">
      {children}
    </ListSubheader>
  );
}
// As ListSubheader does: the open menu's first focus skips the heading and lands on an option.
AccountHeading.muiSkipListHighlight = true;
