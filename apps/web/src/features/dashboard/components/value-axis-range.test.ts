import { ChartDefaults } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { valueAxisRange } from './value-axis-range';

describe('valueAxisRange', () => {
  it('uses the card’s empty scale when there is nothing to draw', () => {
    expect(valueAxisRange([], ChartDefaults.emptyScaleReturnSummary)).toEqual({ min: -6000, max: 6000 });
    expect(valueAxisRange([0, 0], ChartDefaults.emptyScaleIncome)).toEqual({ min: 0, max: 6000 });
  });

  it('leaves 20 % of room above the largest value and below a negative smallest', () => {
    expect(valueAxisRange([100, 1000], ChartDefaults.emptyScaleIncome)).toEqual({ min: 0, max: 1200 });
    expect(valueAxisRange([-500, 1000], ChartDefaults.emptyScaleReturnSummary)).toEqual({ min: -600, max: 1200 });
  });
});
