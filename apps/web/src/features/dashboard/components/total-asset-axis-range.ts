import { ChartDefaults } from '@portal/contract';
import { valueAxisRange } from './value-axis-range';

/**
 * The total asset value chart's value axis (spec 3 §9): the 20 % headroom every chart gets, then
 * each end rounded away from zero to a step of 10 % of its own power of ten ($303,000 becomes
 * $310,000; $1,188,000 becomes $1,200,000), so a line of large, slowly moving amounts ends on a
 * round figure rather than at an arbitrary one. With nothing to draw, the card's empty scale.
 */
export function totalAssetAxisRange(values: readonly number[]): { min: number; max: number } {
  const range = valueAxisRange(values, ChartDefaults.emptyScaleTotalAssetValue);
  const drawn = values.some((v) => Number.isFinite(v) && v !== 0);
  if (!drawn) return range;
  return { min: roundAwayFromZero(range.min), max: roundAwayFromZero(range.max) };
}

function roundAwayFromZero(value: number): number {
  if (value === 0) return 0;
  const magnitude = Math.abs(value);
  const step = 10 ** Math.floor(Math.log10(magnitude)) * ChartDefaults.totalAssetAxisRoundingRatio;
  // A ratio like 1.2 is not exact in binary: 1,000,000 x 1.2 may land a hair above 12 steps, which
  // must stay 12 steps, not become 13.
  const steps = Math.ceil(magnitude / step - 1e-9);
  return Math.sign(value) * Number((steps * step).toPrecision(12));
}
