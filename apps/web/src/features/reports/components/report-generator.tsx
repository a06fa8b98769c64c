import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  Messages,
  REPORT_TYPES,
  reportRequestProblems,
  type ReportGeneration,
  type GenerateReportInput,
  type ReportAccount,
  type ReportField,
  type ReportType,
} from '@portal/contract';
import { useEffect, useId, useState } from 'react';
import { CheckboxMenuItem } from '../../../components/ui/checkbox-menu-item';
import { SuccessDialog } from '../../../components/ui/dialogs/success-dialog';
import { investmentOptionItems } from '../../../components/ui/investment-option-items';
import { ApiError } from '../../../lib/api-error';
import { useFinancialYears } from '../api/get-financial-years';
import { useReportAccounts } from '../api/get-report-accounts';
import { useGenerateReport } from '../api/generate-report';

/** Values of the special menu items; ids are numbers, so these never clash with one. */
const COMBINE = 'combine';
const ALL = 'all';
const CUSTOM = 'custom';

interface FormState {
  /** 'custom', or the index of a financial year in the server's list. */
  period: string;
  startDate: string;
  endDate: string;
  accounts: number[];
  combineAccounts: boolean;
  options: number[];
  combineOptions: boolean;
  reportTypes: ReportType[];
}

const EMPTY: FormState = {
  period: CUSTOM,
  startDate: '',
  endDate: '',
  accounts: [],
  combineAccounts: false,
  options: [],
  combineOptions: false,
  reportTypes: [],
};

type MenuValue = Array<number | string>;

/**
 * The report generator (spec 3 §2.10, §5). The rules that need no server data come from the
 * contract (`reportRequestProblems`), the same the server applies; the server's own answers
 * (another investor's account, dates outside the data) land on their fields.
 */
export function ReportGenerator() {
  const [form, setForm] = useState<FormState>(EMPTY);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ReportField, string>>>({});
  const [generated, setGenerated] = useState<ReportGeneration | null>(null);
  const years = useFinancialYears();
  const datesSet = Boolean(form.startDate && form.endDate);
  const accountsQuery = useReportAccounts(datesSet ? form.startDate : null, datesSet ? form.endDate : null);
  const accounts = accountsQuery.data ?? [];
  const generate = useGenerateReport();
  const optionsHeadingId = useId();

  const change = (next: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...next }));
    setServerErrors({});
  };

  // One account only: it is chosen for the user (spec 3 §2.10).
  const onlyAccount = accounts.length === 1 ? accounts[0]!.id : null;
  useEffect(() => {
    if (onlyAccount !== null) {
      setForm((current) =>
        current.accounts.length === 0 ? { ...current, accounts: [onlyAccount], options: [], reportTypes: [] } : current,
      );
    }
  }, [onlyAccount]);

  const chosenAccounts = accounts.filter((a) => form.accounts.includes(a.id));
  const availableTypes = REPORT_TYPES.filter((t) =>
    chosenAccounts.some((a) => a.available_report_types.some((r) => r.id === t.id)),
  );
  const payload: GenerateReportInput = {
    accounts: form.accounts,
    investment_options: form.options,
    report_types: form.reportTypes,
    start_date: form.startDate || null,
    end_date: form.endDate || null,
    combine_accounts: form.combineAccounts,
    combine_investment_options: form.combineOptions,
  };
  const ready = Object.keys(reportRequestProblems(payload)).length === 0;
  const accountsDisabled = !datesSet || accounts.length === 0;
  const optionsDisabled = form.accounts.length === 0;
  const reportsDisabled = form.accounts.length === 0 || form.options.length === 0;
  const min = years.data?.min_date ?? undefined;
  const max = years.data?.max_date ?? undefined;
  const noYears = years.isSuccess && years.data.financial_years_list.length === 0;

  const choosePeriod = (value: string) => {
    const year = value === CUSTOM ? null : years.data?.financial_years_list[Number(value)];
    change({
      period: value,
      startDate: year?.start_date ?? '',
      endDate: year?.end_date ?? '',
      accounts: [],
      options: [],
      reportTypes: [],
    });
  };

  const submit = async () => {
    try {
      setGenerated(await generate.mutateAsync(payload));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setServerErrors(error.fieldErrors as Partial<Record<ReportField, string>>);
      } else {
        throw error;
      }
    }
  };

  return (
    <Box
      component="form"
      aria-label="Generate a report"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) void submit();
      }}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, mb: 4 }}
    >
      <TextField
        select
        label="Period"
        value={form.period}
        onChange={(e) => choosePeriod(e.target.value)}
        disabled={noYears}
        helperText={noYears ? Messages.noFinancialYears : undefined}
      >
        <MenuItem value={CUSTOM}>Custom dates</MenuItem>
        {(years.data?.financial_years_list ?? []).map((year, index) => (
          <MenuItem key={year.start_date} value={String(index)}>
            {`Financial year ${formatDate(year.start_date)} – ${formatDate(year.end_date)}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="Start date"
        value={form.startDate}
        disabled={form.period !== CUSTOM || noYears}
        onChange={(e) => change({ startDate: e.target.value, accounts: [], options: [], reportTypes: [] })}
        error={Boolean(serverErrors.start_date)}
        helperText={serverErrors.start_date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max: form.endDate || max } }}
      />
      <TextField
        type="date"
        label="End date"
        value={form.endDate}
        disabled={form.period !== CUSTOM || noYears}
        onChange={(e) => change({ endDate: e.target.value, accounts: [], options: [], reportTypes: [] })}
        error={
          Boolean(serverErrors.end_date) || Boolean(form.startDate && form.endDate && form.endDate < form.startDate)
        }
        helperText={
          serverErrors.end_date ??
          (form.startDate && form.endDate && form.endDate < form.startDate
            ? reportRequestProblems(payload).end_date
            : undefined)
        }
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.startDate || min, max } }}
      />

      <TextField
        select
        label="Accounts"
        value={[...(form.combineAccounts ? [COMBINE] : []), ...form.accounts] as MenuValue as never}
        disabled={accountsDisabled}
        error={Boolean(serverErrors.accounts)}
        helperText={
          serverErrors.accounts ??
          (form.combineAccounts && form.accounts.length === 0 ? Messages.selectAccountsToCombine : undefined)
        }
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: () => accountsSummary(form, accounts),
          },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => {
          const picked = e.target.value as unknown as MenuValue;
          const all = picked.includes(ALL);
          // Changing accounts clears options and report types (spec 3 §2.10).
          change({
            combineAccounts: picked.includes(COMBINE),
            accounts: all ? accounts.map((a) => a.id) : picked.filter((v): v is number => typeof v === 'number'),
            options: [],
            combineOptions: false,
            reportTypes: [],
          });
        }}
      >
        <CheckboxMenuItem value={COMBINE} label={Messages.allAccountsCombined} checked={form.combineAccounts} />
        <CheckboxMenuItem
          value={ALL}
          label={Messages.allOfTheAbove}
          checked={accounts.length > 0 && form.accounts.length === accounts.length}
        />
        {accounts.map((account) => (
          <CheckboxMenuItem
            key={account.id}
            value={account.id}
            label={account.name}
            checked={form.accounts.includes(account.id)}
          />
        ))}
      </TextField>

      <TextField
        select
        label="Investment options"
        value={[...(form.combineOptions ? [COMBINE] : []), ...form.options] as MenuValue as never}
        disabled={optionsDisabled}
        error={Boolean(serverErrors.investment_options)}
        helperText={serverErrors.investment_options}
        slotProps={{
          select: { multiple: true, displayEmpty: true, renderValue: () => optionsSummary(form, chosenAccounts) },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => {
          const picked = e.target.value as unknown as MenuValue;
          const every = chosenAccounts.flatMap((a) => a.investment_options.map((o) => o.id));
          // Changing options clears report types (spec 3 §2.10).
          change({
            combineOptions: picked.includes(COMBINE),
            options: picked.includes(ALL) ? every : picked.filter((v): v is number => typeof v === 'number'),
            reportTypes: [],
          });
        }}
      >
        <CheckboxMenuItem value={COMBINE} label={Messages.allInvestmentOptionsCombined} checked={form.combineOptions} />
        <CheckboxMenuItem
          value={ALL}
          label={Messages.allOfTheAbove}
          checked={
            form.options.length > 0 &&
            form.options.length === chosenAccounts.flatMap((a) => a.investment_options).length
          }
        />
        {investmentOptionItems(chosenAccounts, form.options, optionsHeadingId)}
      </TextField>

      <TextField
        select
        label="Reports"
        value={form.reportTypes as never}
        disabled={reportsDisabled}
        error={Boolean(serverErrors.report_types)}
        helperText={serverErrors.report_types}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: () =>
              form.reportTypes.length === REPORT_TYPES.length
                ? Messages.allReports
                : REPORT_TYPES.filter((t) => form.reportTypes.includes(t.id))
                    .map((t) => t.name)
                    .join(', '),
          },
          inputLabel: { shrink: true },
        }}
        onChange={(e) => {
          const picked = e.target.value as unknown as string[];
          change({
            reportTypes: picked.includes(ALL)
              ? availableTypes.map((t) => t.id)
              : (picked.filter((v) => v !== ALL) as ReportType[]),
          });
        }}
      >
        <CheckboxMenuItem
          value={ALL}
          label={Messages.allOfTheAbove}
          checked={availableTypes.length > 0 && form.reportTypes.length === availableTypes.length}
        />
        {availableTypes.map((type) => (
          <CheckboxMenuItem
            key={type.id}
            value={type.id}
            label={type.name}
            checked={form.reportTypes.includes(type.id)}
          />
        ))}
      </TextField>

      {datesSet && accountsQuery.isSuccess && accounts.length === 0 && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
          {Messages.noFinancialYears}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          onClick={() => {
            setForm(EMPTY);
            setServerErrors({});
          }}
        >
          Reset
        </Button>
        <Button type="submit" variant="contained" disabled={!ready || generate.isPending}>
          Generate
        </Button>
      </Box>
      <SuccessDialog
        open={generated !== null}
        onClose={() => setGenerated(null)}
        title={Messages.reportGeneratingTitle}
      >
        {generated && (
          <>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {generated.name}
            </Typography>
            {generated.detail}
          </>
        )}
      </SuccessDialog>
    </Box>
  );
}

function accountsSummary(form: FormState, accounts: ReportAccount[]): string {
  const names = accounts.filter((a) => form.accounts.includes(a.id)).map((a) => a.name);
  if (form.combineAccounts) return [Messages.allAccountsCombined, ...names].join(', ');
  return names.join(', ');
}

function optionsSummary(form: FormState, accounts: ReportAccount[]): string {
  const labels = accounts
    .flatMap((a) => a.investment_options)
    .filter((o) => form.options.includes(o.id))
    .map((o) => o.label);
  if (form.combineOptions) return [Messages.allInvestmentOptionsCombined, ...labels].join(', ');
  return labels.join(', ');
}
