/**
 * A value-axis tick: '$4.3M', '$10K', '-$600'. Ticks are positions on a scale, not figures a
 * person reads as an amount (the legend, tooltip and table show those exactly), so they are short
 * enough to fit beside the chart.
 */
const compactDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export function axisTick(value: number): string {
  return compactDollars.format(value);
}
