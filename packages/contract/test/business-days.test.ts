import { describe, expect, it } from 'vitest';
import {
  canChangeReinvestment,
  easterSunday,
  isBusinessDay,
  parseIsoDate,
  reinvestmentCutoffDate,
  ReinvestmentMessages,
  subtractBusinessDays,
  toIsoDate,
} from '../src/index.js';

const d = (iso: string) => parseIsoDate(iso)!;
const back = (iso: string, n: number) => toIsoDate(subtractBusinessDays(d(iso), n));

describe('NSW business days (our reading of the Public Holidays Act)', () => {
  it('finds Easter Sunday: 28 Mar 2027, 16 Apr 2028, 20 Apr 2025', () => {
    expect(toIsoDate(easterSunday(2027))).toBe('2027-03-28');
    expect(toIsoDate(easterSunday(2028))).toBe('2028-04-16');
    expect(toIsoDate(easterSunday(2025))).toBe('2025-04-20');
  });

  it('skips Good Friday 26 Mar and Easter Monday 29 Mar 2027: 5 before Thu 1 Apr is Tue 23 Mar', () => {
    // Wed 31 (1), Tue 30 (2), Mon 29 Easter Monday, Sun 28, Sat 27, Fri 26 Good Friday, Thu 25 (3), Wed 24 (4), Tue 23 (5)
    expect(back('2027-04-01', 5)).toBe('2027-03-23');
    expect(isBusinessDay(d('2027-03-26'))).toBe(false);
    expect(isBusinessDay(d('2027-03-29'))).toBe(false);
  });

  it('Christmas 2027 on a Saturday: Mon 27 and Tue 28 Dec are holidays, and Mon 3 Jan 2028 for New Year on a Saturday', () => {
    // Mon 3 Jan holiday, Sun 2, Sat 1, Fri 31 (1), Thu 30 (2), Wed 29 (3), Tue 28, Mon 27, Sun 26, Sat 25, Fri 24 (4), Thu 23 (5)
    expect(back('2028-01-04', 5)).toBe('2027-12-23');
    expect(isBusinessDay(d('2027-12-27'))).toBe(false);
    expect(isBusinessDay(d('2027-12-28'))).toBe(false);
    expect(isBusinessDay(d('2027-12-29'))).toBe(true);
    expect(isBusinessDay(d('2028-01-03'))).toBe(false);
  });

  it('Christmas 2022 on a Sunday: Boxing Day Mon 26 and Tue 27 Dec are holidays', () => {
    expect(isBusinessDay(d('2022-12-26'))).toBe(false);
    expect(isBusinessDay(d('2022-12-27'))).toBe(false);
    expect(isBusinessDay(d('2022-12-28'))).toBe(true);
  });

  it('Anzac Day on Sunday 25 Apr 2027 gives no Monday: Mon 26 Apr is a business day', () => {
    expect(back('2027-04-27', 1)).toBe('2027-04-26');
  });

  it('Australia Day on Sunday 26 Jan 2025 is kept on Monday 27 Jan', () => {
    expect(isBusinessDay(d('2025-01-27'))).toBe(false);
    expect(back('2025-01-28', 1)).toBe('2025-01-24');
  });

  it("King's Birthday is Mon 14 Jun 2027 and Labour Day Mon 4 Oct 2027", () => {
    expect(isBusinessDay(d('2027-06-14'))).toBe(false);
    expect(isBusinessDay(d('2027-06-07'))).toBe(true);
    expect(isBusinessDay(d('2027-10-04'))).toBe(false);
    expect(isBusinessDay(d('2027-10-11'))).toBe(true);
  });

  it('0 business days is the day itself; weekends are skipped', () => {
    expect(back('2027-07-14', 0)).toBe('2027-07-14');
    // Mon 12 Jul 2027: Fri 9 (1)
    expect(back('2027-07-12', 1)).toBe('2027-07-09');
  });
});

describe('reinvestment cut-off', () => {
  it('is 5 business days before maturity by default; changeable through that day, closed after', () => {
    const cutoff = reinvestmentCutoffDate('2027-04-01', 5);
    expect(cutoff).toBe('2027-03-23');
    expect(canChangeReinvestment(cutoff, '2027-03-23')).toBe(true);
    expect(canChangeReinvestment(cutoff, '2027-03-24')).toBe(false);
  });

  it('names the day it closed', () => {
    expect(ReinvestmentMessages.closed('2027-03-23')).toBe(
      'Reinvestment instructions for this note closed on 23 Mar 2027.',
    );
  });
});
