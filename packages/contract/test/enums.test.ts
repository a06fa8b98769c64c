import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  AccountStatus,
  AccountType,
  ApiVersion,
  CompanyRoleType,
  DashboardPeriod,
  DASHBOARD_CARD_ORDER,
  DEFAULT_DASHBOARD_PERIOD,
  GeneratedReportStatus,
  IpsStatus,
  MedicareCardColour,
  OnboardingTask,
  PortfolioStatus,
  RebalanceStatus,
  RebalanceStatusChipColour,
  RegistrationInviteStep,
  RestrictionType,
  SecondaryInviteStep,
  UnfilledAccountField,
  VerificationDocumentType,
} from '../src/index.js';

describe('enumerations carry the documents’ wire values', () => {
  it('lists the account types', () => {
    expect(Object.values(AccountType)).toEqual(['individual', 'joint', 'smsf', 'trust', 'company']);
  });

  it('lists the company roles and the portfolio statuses', () => {
    expect(Object.values(CompanyRoleType)).toEqual(['beneficial_owner', 'controller', 'decision_maker']);
    expect(Object.values(PortfolioStatus)).toEqual([
      'active',
      'draft',
      'awaiting_signature',
      'portfolio_manager_review',
    ]);
    expect(IpsStatus).toBe(PortfolioStatus);
  });

  it('spells API versions as the version header does', () => {
    expect(Object.values(ApiVersion)).toEqual(['1.0', '2.0', '3.0', '4.0']);
  });

  it('lists every account status', () => {
    expect(Object.values(AccountStatus)).toEqual([
      'pending',
      'awaiting_secondary_users',
      'awaiting_activation',
      'active',
      'inactive',
    ]);
  });

  it('lists the thirteen primary and twelve secondary invite steps', () => {
    expect(Object.values(RegistrationInviteStep)).toHaveLength(13);
    expect(Object.values(SecondaryInviteStep)).toHaveLength(12);
    expect(Object.values(SecondaryInviteStep)).toContain('ready_for_acceptance');
  });

  it('lists the six onboarding tasks and fourteen unfilled-field keys', () => {
    expect(Object.values(OnboardingTask)).toHaveLength(6);
    expect(Object.values(UnfilledAccountField)).toHaveLength(14);
  });

  it('lists the identity documents and Medicare colours', () => {
    expect(Object.values(VerificationDocumentType)).toEqual(['passport', 'driver_licence', 'medicare_card']);
    expect(Object.values(MedicareCardColour)).toEqual(['green', 'blue', 'yellow']);
  });

  it('lists report, rebalance and restriction values', () => {
    expect(Object.values(GeneratedReportStatus)).toEqual(['pending', 'ready', 'failed']);
    expect(Object.values(RebalanceStatus)).toEqual(['complete', 'in_progress', 'cancelled']);
    expect(Object.values(RestrictionType)).toEqual(['do_not_sell', 'do_not_buy', 'do_not_hold']);
  });

  it('maps each rebalance status to its chip colour', () => {
    expect(RebalanceStatusChipColour).toEqual({ complete: 'success', in_progress: 'warning', cancelled: 'error' });
  });

  it('defaults the dashboard to twelve months back', () => {
    expect(Object.values(DashboardPeriod)).toEqual([
      'current_financial_year',
      'previous_financial_year',
      'twelve_months',
    ]);
    expect(DEFAULT_DASHBOARD_PERIOD).toBe('twelve_months');
  });

  it('orders the dashboard cards as the document lists them', () => {
    expect(DASHBOARD_CARD_ORDER).toEqual([
      'total_asset_value',
      'return_summary',
      'capital_performance',
      'income',
      'capital_movements',
      'asset_allocation',
      'investments',
    ]);
  });

  it('works directly with z.enum', () => {
    const schema = z.enum(AccountType);
    expect(schema.parse('smsf')).toBe('smsf');
    expect(schema.safeParse('partnership').success).toBe(false);
  });
});
