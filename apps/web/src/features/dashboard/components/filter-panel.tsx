import Box from '@mui/material/Box';
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
import { CheckboxMenuItem } from '../../../components/ui/checkbox-menu-item';
import { investmentOptionItems } from '../../../components/ui/investment-option-items';

type Props = {
  setup: DashboardFilterSetup;
  onChange: (filter: DashboardFilter) => void;
  /** The rebalance history block (the rebalance issue fills it); nothing until then. */
  rebalanceHistorySlot?: ReactNode;
};

/** Period, accounts and investment options; every change is saved by the caller. */
export function FilterPanel({ setup, onChange, rebalanceHistorySlot }: Props) {
  const headingId = useId();
  // The whole saved filter: a change here keeps the investments card's asset class.
  const filter: DashboardFilter = {
    period: setup.period,
    account: setup.account,
    investment_option: setup.investment_option,
    asset: setup.asset,
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
          <CheckboxMenuItem
            key={account.id}
            value={account.id}
            label={account.name}
            checked={filter.account.includes(account.id)}
          />
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
        {investmentOptionItems(optionAccounts, filter.investment_option, headingId)}
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
