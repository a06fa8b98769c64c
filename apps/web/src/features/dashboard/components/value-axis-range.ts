import { ChartDefaults } from '@portal/contract';

/**
 * The value axis of a chart (spec 3 §9): with no figures, the card's fixed empty scale; otherwise
 * 20 % of room above the largest value (and below the smallest, when it is negative), so bars and
 * dots never touch the frame. Numbers here only place things on screen; nothing is added up.
 */
export function valueAxisRange(values: readonly number[], emptyScale: { min: number; max: number }) {
  const drawn = values.filter((v) => Number.isFinite(v));
  if (drawn.length === 0 || drawn.every((v) => v === 0)) return { ...emptyScale };
  const headroom = 1 + ChartDefaults.axisHeadroomRatio;
  const largest = Math.max(...drawn);
  const smallest = Math.min(...drawn);
  return { min: smallest < 0 ? smallest * headroom : 0, max: largest > 0 ? largest * headroom : 0 };
}
