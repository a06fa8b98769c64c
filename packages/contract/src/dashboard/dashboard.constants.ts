/** The dashboard's grid and charts (spec 3 §2.1, §9). Sizes are pixels. */

export const DashboardGrid = {
  columnsTabletUp: 2,
  columnsMobile: 1,
  margin: 24,
  rowUnit: 10,
  cardHeightTabletUp: 380,
  cardHeightMobile: 440,
  maximisedInvestmentsMinHeight: 504,
  assetAllocationExpandedMinHeight: 504,
} as const;

export const ChartDefaults = {
  emptyScaleReturnSummary: { min: -6000, max: 6000 },
  emptyScaleCapitalPerformance: { min: -6000, max: 6000 },
  emptyScaleIncome: { min: 0, max: 6000 },
  emptyScaleTotalAssetValue: { min: 0, max: 6000 },
  emptyScaleCapitalMovement: { min: -6000, max: 6000 },
  /** Axes reach 20% above the largest value. */
  axisHeadroomRatio: 0.2,
  /** The total asset axis rounds to 10% steps. */
  totalAssetAxisRoundingRatio: 0.1,
  minWidth: 240,
  minHeight: 180,
  tooltipHideDelayMs: 300,
  cardFadeMs: 500,
  /** Twelve months back gives twelve monthly buckets. */
  twelveMonthBuckets: 12,
} as const;
