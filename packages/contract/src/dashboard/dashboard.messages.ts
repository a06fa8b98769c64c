/** The dashboard (spec 3 §2.2-§2.5, §3): this domain's part of `Messages`. */
export const dashboardSpecMessages = {
  dataAvailableUpTo: (formattedDate: string) => `Data available up to ${formattedDate}`,
  comparisonNeedsOneAccount: 'Please select one Account to display strategy comparison',
  comparisonNeedsOptions: 'Please select more than one investment option to display Investment options comparison',
  comparisonNeedsMultipleStrategies: 'Strategy comparison is possible only for Accounts with multiple strategies',
  comparisonNeedsTickedOption: 'Please select at least one Investment option to display chart',
  investmentsSearchPlaceholder: 'Search by Ticker or Name…',
  groupByInvestment: 'Group by investment',
  priceCappedAtStrike: 'Price/Value is capped at Strike',
  historicalDataNotAvailable: 'Historical data is not available',
  /** Spec 3 §1: the four points of the disclaimer under the dashboard (and the reports page). */
  portalDisclaimer: [
    'This portal is provided for information only, to clients who have signed an individually managed account agreement.',
    'Reports are updated daily.',
    'No responsibility is accepted for any errors or omissions in the information shown.',
    'The information in this portal is confidential.',
  ],
  investmentsNotAvailable: 'Investments are not available for the previous financial year',
  noChartData: 'There is no data for the chosen period',
  /** Ours: an asset-class filter naming no asset class (not an id, or an id no class has). */
  chooseAssetClass: 'Choose an asset class from the asset allocation.',
} as const;
