import { describe, expect, it } from 'vitest';
import { staffRoleMayCall } from '../src/index.js';

describe('staffRoleMayCall (issue #23: what each staff role may do on the operator API)', () => {
  it('lets every role read', () => {
    for (const role of ['operator', 'portfolio_manager', 'auditor'] as const) {
      expect(staffRoleMayCall(role, 'GET', '/api/operator/audit/')).toBe(true);
    }
  });

  it('lets an auditor change nothing', () => {
    expect(staffRoleMayCall('auditor', 'POST', '/api/operator/change-requests/7/approve/')).toBe(false);
    expect(staffRoleMayCall('auditor', 'PUT', '/api/operator/client-configuration/')).toBe(false);
  });

  it('lets a portfolio manager decide what waits for them, and nothing else', () => {
    for (const path of [
      '/api/operator/change-requests/7/approve/',
      '/api/operator/change-requests/7/decline/',
      '/api/operator/investment-policies/3/approve/',
      '/api/operator/redeem-requests/9/settle/',
      '/api/operator/redeem-requests/9/reject/',
      '/api/operator/loan-notes/issue/',
      '/api/operator/signing/envelopes/2/void/',
      '/api/operator/rebalance-reports/',
      '/api/operator/rebalance-reports/RB-1/cancel/',
    ]) {
      expect(staffRoleMayCall('portfolio_manager', 'POST', path), path).toBe(true);
    }
    for (const path of ['/api/operator/invites/', '/api/operator/staff/role/', '/api/operator/users/unblock/']) {
      expect(staffRoleMayCall('portfolio_manager', 'POST', path), path).toBe(false);
    }
  });

  it('lets an operator do everything', () => {
    expect(staffRoleMayCall('operator', 'POST', '/api/operator/staff/role/')).toBe(true);
    expect(staffRoleMayCall('operator', 'PUT', '/api/operator/client-configuration/')).toBe(true);
  });
});
