import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  interestSchedule,
  interestToDate,
  maturityDateOf,
  type LoanNoteTerms,
} from '../src/products/loan-note-interest.js';
import { Frequency } from '../src/products/products.enums.js';

const note = (terms: Partial<LoanNoteTerms>): LoanNoteTerms => ({
  faceValueCents: 1_000_000n,
  ratePercent: '6.000',
  startDate: '2025-01-31',
  termMonths: 3,
  frequency: Frequency.monthly,
  isCapitalised: false,
  ...terms,
});
const rows = (terms: LoanNoteTerms) =>
  interestSchedule(terms).map((p) => [p.endDate, p.interestCents, p.disposition, p.balanceAfterCents]);

describe('interest on a loan note held', () => {
  it('monthly, paid: $10,000 at 6% for 3 months pays $50.00 a month, the principal stays', () => {
    // 10,000.00 × 6% / 12 = 50.00 each month. A period from 31 January ends on the last day of a
    // shorter month.
    expect(rows(note({}))).toEqual([
      ['2025-02-28', 5000n, 'paid', 1_000_000n],
      ['2025-03-31', 5000n, 'paid', 1_000_000n],
      ['2025-04-30', 5000n, 'paid', 1_000_000n],
    ]);
    expect(maturityDateOf(note({}))).toBe('2025-04-30');
  });

  it('monthly, capitalised: interest joins the principal and earns interest the next month', () => {
    // 10,000.00 × 0.5% = 50.00 -> 10,050.00; 10,050.00 × 0.5% = 50.25 -> 10,100.25;
    // 10,100.25 × 0.5% = 50.50125 -> 50.50 -> 10,150.75. Capitalised in all: 150.75.
    const terms = note({ isCapitalised: true });
    expect(rows(terms)).toEqual([
      ['2025-02-28', 5000n, 'capitalised', 1_005_000n],
      ['2025-03-31', 5025n, 'capitalised', 1_010_025n],
      ['2025-04-30', 5050n, 'capitalised', 1_015_075n],
    ]);
    expect(interestToDate(terms, '2025-04-30')).toMatchObject({
      paidCents: 0n,
      capitalisedCents: 15_075n,
      balanceCents: 1_015_075n,
      nextInterestDate: null,
      isMatured: true,
    });
  });

  it('quarterly, paid: $25,000 at 5.25% for a year pays $328.13 a quarter (328.125 rounded half up)', () => {
    // 25,000.00 × 5.25% × 3/12 = 328.125 -> 328.13. As of 1 August two quarters are paid: 656.26.
    const terms = note({
      faceValueCents: 2_500_000n,
      ratePercent: '5.250',
      startDate: '2025-01-15',
      termMonths: 12,
      frequency: Frequency.quarterly,
    });
    expect(rows(terms)).toEqual([
      ['2025-04-15', 32_813n, 'paid', 2_500_000n],
      ['2025-07-15', 32_813n, 'paid', 2_500_000n],
      ['2025-10-15', 32_813n, 'paid', 2_500_000n],
      ['2026-01-15', 32_813n, 'paid', 2_500_000n],
    ]);
    expect(interestToDate(terms, '2025-08-01')).toMatchObject({
      paidCents: 65_626n,
      capitalisedCents: 0n,
      balanceCents: 2_500_000n,
      nextInterestDate: '2025-10-15',
      maturityDate: '2026-01-15',
      isMatured: false,
    });
  });

  it('quarterly, capitalised: $25,000 at 5.25% for 6 months', () => {
    // 25,000.00 × 1.3125% = 328.125 -> 328.13 -> 25,328.13;
    // 25,328.13 × 1.3125% = 332.4317... -> 332.43 -> 25,660.56.
    const terms = note({
      faceValueCents: 2_500_000n,
      ratePercent: '5.250',
      startDate: '2025-01-15',
      termMonths: 6,
      frequency: Frequency.quarterly,
      isCapitalised: true,
    });
    expect(rows(terms)).toEqual([
      ['2025-04-15', 32_813n, 'capitalised', 2_532_813n],
      ['2025-07-15', 33_243n, 'capitalised', 2_566_056n],
    ]);
    // The day before the first quarter ends nothing is capitalised yet.
    expect(interestToDate(terms, '2025-04-14')).toMatchObject({
      capitalisedCents: 0n,
      balanceCents: 2_500_000n,
      nextInterestDate: '2025-04-15',
    });
    expect(interestToDate(terms, '2025-04-15')).toMatchObject({ capitalisedCents: 32_813n, balanceCents: 2_532_813n });
  });

  it('a term that is not whole quarters ends with a shorter period', () => {
    // 4 months quarterly: 10,000.00 × 6% × 3/12 = 150.00, then × 1/12 = 50.00.
    const terms = note({ startDate: '2025-01-01', termMonths: 4, frequency: Frequency.quarterly });
    expect(rows(terms)).toEqual([
      ['2025-04-01', 15_000n, 'paid', 1_000_000n],
      ['2025-05-01', 5000n, 'paid', 1_000_000n],
    ]);
  });

  it('the at-call note has no maturity: monthly periods until the day asked about, and the next one', () => {
    // 1,000.00 × 4.5% / 12 = 3.75 a month; two months paid by 10 March.
    const terms = note({
      faceValueCents: 100_000n,
      ratePercent: '4.500',
      startDate: '2025-01-10',
      termMonths: null,
    });
    expect(interestToDate(terms, '2025-03-10')).toMatchObject({
      paidCents: 750n,
      nextInterestDate: '2025-04-10',
      maturityDate: null,
      isMatured: false,
    });
  });

  it('adds months to the same day, or the month’s last day', () => {
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2025, month: 11, day: 30 }, 3)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2025, month: 5, day: 15 }, 12)).toEqual({ year: 2026, month: 5, day: 15 });
  });

  const terms = fc.record({
    faceValueCents: fc.bigInt({ min: 100n, max: 100_000_000_000n }),
    ratePercent: fc.integer({ min: 0, max: 20_000 }).map((r) => (r / 1000).toFixed(3)),
    startDate: fc
      .record({
        year: fc.integer({ min: 2000, max: 2040 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map((d) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`),
    termMonths: fc.integer({ min: 1, max: 120 }),
    frequency: fc.constantFrom(Frequency.monthly, Frequency.quarterly),
  });

  it('capitalised interest is never less than paid interest, and a capitalised balance never falls', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const paid = interestSchedule({ ...t, isCapitalised: false });
        const capitalised = interestSchedule({ ...t, isCapitalised: true });
        const total = (periods: typeof paid) => periods.reduce((sum, p) => sum + p.interestCents, 0n);
        expect(total(capitalised)).toBeGreaterThanOrEqual(total(paid));
        let previous = t.faceValueCents;
        for (const period of capitalised) {
          expect(period.balanceAfterCents).toBeGreaterThanOrEqual(previous);
          previous = period.balanceAfterCents;
        }
        expect(paid.every((p) => p.balanceAfterCents === t.faceValueCents)).toBe(true);
      }),
    );
  });
});

describe('interest after a redemption (issue #22 item 5)', () => {
  it('at-call, capitalised: $2,000 redeemed mid-period; that period earns on $10,000, the next on what is left', () => {
    // 4.1% monthly from 2025-01-15. Period to 15 Feb: 10,000.00 × 4.1% / 12 = 34.1666.. -> 34.17,
    // capitalised -> 10,034.17. Redeemed 2,000.00 on 2025-02-20 (during the period to 15 March):
    // that period still earns on 10,034.17: × 4.1% / 12 = 34.2834.. -> 34.28 -> 10,068.45, then
    // less 2,000.00 -> 8,068.45. Period to 15 April earns on 8,068.45: 27.5672.. -> 27.57 -> 8,096.02.
    const terms = note({
      ratePercent: '4.100',
      startDate: '2025-01-15',
      termMonths: null,
      isCapitalised: true,
      redemptions: [{ date: '2025-02-20', amountCents: 200_000n }],
    });
    const schedule = interestSchedule(terms, '2025-04-15').map((p) => [
      p.endDate,
      p.interestCents,
      p.redeemedCents,
      p.balanceAfterCents,
    ]);
    expect(schedule.slice(0, 3)).toEqual([
      ['2025-02-15', 3417n, 0n, 1_003_417n],
      ['2025-03-15', 3428n, 200_000n, 806_845n],
      ['2025-04-15', 2757n, 0n, 809_602n],
    ]);
    // On the day it is settled the balance shown is already lower: 10,034.17 - 2,000.00.
    expect(interestToDate(terms, '2025-02-20')).toMatchObject({ balanceCents: 803_417n, capitalisedCents: 3417n });
    expect(interestToDate(terms, '2025-04-15')).toMatchObject({
      balanceCents: 809_602n,
      capitalisedCents: 3417n + 3428n + 2757n,
    });
  });

  it('monthly, paid: a redemption on a period’s end day belongs to that period; interest falls from the next one', () => {
    // $10,000 at 6%: 50.00 a month. $4,000 redeemed on 2025-03-31 (the second period's end):
    // that period pays 50.00 on 10,000.00, the principal becomes 6,000.00 and the third pays 30.00.
    const terms = note({ redemptions: [{ date: '2025-03-31', amountCents: 400_000n }] });
    expect(rows(terms)).toEqual([
      ['2025-02-28', 5000n, 'paid', 1_000_000n],
      ['2025-03-31', 5000n, 'paid', 600_000n],
      ['2025-04-30', 3000n, 'paid', 600_000n],
    ]);
    expect(interestToDate(terms, '2025-04-30')).toMatchObject({ paidCents: 13_000n, balanceCents: 600_000n });
  });

  it('a note redeemed whole earns its last period on the opening principal and nothing after', () => {
    // $10,000 at 6% paid monthly, redeemed whole on 2025-02-10: the period to 28 Feb pays 50.00,
    // then the principal is 0 and the later periods pay 0.00.
    const terms = note({ redemptions: [{ date: '2025-02-10', amountCents: 1_000_000n }] });
    expect(interestToDate(terms, '2025-02-10').balanceCents).toBe(0n);
    expect(rows(terms)).toEqual([
      ['2025-02-28', 5000n, 'paid', 0n],
      ['2025-03-31', 0n, 'paid', 0n],
      ['2025-04-30', 0n, 'paid', 0n],
    ]);
  });
});
