import { describe, it, expect } from 'vitest';
import { formatCappedCount } from '../src/formatters/capped-count.js';
import { NOTIFICATION_BELL_CAP } from '../src/notifications/notifications.constants.js';
import { REPORT_BADGE_CAP } from '../src/reports/reports.constants.js';

describe('formatCappedCount', () => {
  it('shows the bell count up to 3, then 3+', () => {
    expect(formatCappedCount(0, NOTIFICATION_BELL_CAP)).toBe('0');
    expect(formatCappedCount(3, NOTIFICATION_BELL_CAP)).toBe('3');
    expect(formatCappedCount(4, NOTIFICATION_BELL_CAP)).toBe('3+');
  });

  it('shows the new-report badge up to 9, then 9+', () => {
    expect(formatCappedCount(9, REPORT_BADGE_CAP)).toBe('9');
    expect(formatCappedCount(42, REPORT_BADGE_CAP)).toBe('9+');
  });

  it('never shows a negative count', () => {
    expect(formatCappedCount(-1, REPORT_BADGE_CAP)).toBe('0');
  });
});
