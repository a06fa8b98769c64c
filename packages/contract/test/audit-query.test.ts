import { describe, expect, it } from 'vitest';
import { BackOfficeMessages, auditExportQuerySchema, auditQuerySchema, isAuditTime } from '../src/index.js';

describe('the audit search’s times', () => {
  it('takes a date or a date and time with its offset, nothing else', () => {
    expect(isAuditTime('2026-11-27')).toBe(true);
    expect(isAuditTime('2026-11-27T09:00:00+11:00')).toBe(true);
    expect(isAuditTime('2026-11-27T09:00Z')).toBe(true);
    expect(isAuditTime('2026-11-27T09:00:00.123456Z')).toBe(true);
    expect(isAuditTime('2026-11-27T09:00:00')).toBe(false); // no offset: whose nine o’clock?
    expect(isAuditTime('2026-13-01')).toBe(false);
    expect(isAuditTime('27/11/2026')).toBe(false);
    expect(isAuditTime('yesterday')).toBe(false);
  });

  it('refuses a start after the end, on the start', () => {
    for (const schema of [auditQuerySchema, auditExportQuerySchema]) {
      const result = schema.safeParse({ from: '2026-11-28', to: '2026-11-27T23:00:00Z' });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => [i.path, i.message])).toEqual([
        [['from'], BackOfficeMessages.auditRangeReversed],
      ]);
    }
    // The same day is one day, whichever form each end takes.
    expect(auditQuerySchema.safeParse({ from: '2026-11-27', to: '2026-11-27T00:00:00Z' }).success).toBe(true);
  });
});
