import { ChartDefaults } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { totalAssetAxisRange } from './total-asset-axis-range';

describe('totalAssetAxisRange', () => {
  it('uses the empty scale, 0 to 6,000, when there is nothing to draw', () => {
    expect(totalAssetAxisRange([])).toEqual(ChartDefaults.emptyScaleTotalAssetValue);
    expect(totalAssetAxisRange([0, 0])).toEqual({ min: 0, max: 6000 });
  });

  it('adds 20 % above the largest value, then rounds up to 10 % of its power of ten', () => {
    // 252,500 x 1.2 = 303,000; the step is 10 % of 100,000 = 10,000: 310,000.
    expect(totalAssetAxisRange([250_000, 252_500])).toEqual({ min: 0, max: 310_000 });
    // 990,000 x 1.2 = 1,188,000; the step is 100,000: 1,200,000.
    expect(totalAssetAxisRange([990_000])).toEqual({ min: 0, max: 1_200_000 });
    // 4,321.55 x 1.2 = 5,185.86; the step is 100: 5,200.
    expect(totalAssetAxisRange([1_000, 4_321.55])).toEqual({ min: 0, max: 5_200 });
  });

  it('keeps a bound that is already on a step', () => {
    // 1,000,000 x 1.2 = 1,200,000 exactly 12 steps of 100,000 (not 13, whatever the float says).
    expect(totalAssetAxisRange([1_000_000])).toEqual({ min: 0, max: 1_200_000 });
    expect(totalAssetAxisRange([50])).toEqual({ min: 0, max: 60 });
  });

  it('rounds a negative net equity down the same way', () => {
    // A loan above the assets: -12,345 x 1.2 = -14,814; the step is 1,000: -15,000. 80,000 x 1.2 = 96,000.
    expect(totalAssetAxisRange([-12_345, 80_000])).toEqual({ min: -15_000, max: 96_000 });
  });
});
