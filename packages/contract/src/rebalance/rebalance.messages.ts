/**
 * Rebalance notices (spec 3 §2.8-§2.9). `rebalanceSpecMessages` is this domain's part of
 * `Messages`; `RebalanceMessages` is ours, for the list, the page and publishing.
 */
export const rebalanceSpecMessages = {
  rebalanceHistoryTitle: 'Rebalance history',
  rebalanceReportHeader: 'We would like to rebalance your portfolio',
  rebalanceCancelled: 'Cancelled',
} as const;

export const RebalanceMessages = {
  foreignAccount: 'Choose accounts from your own.',
  notJson: 'Must be a JSON object (or a string holding one).',
  notDecimal: 'Must be a decimal number.',
  unknownAccount: (code: string) => `No account has the code "${code}".`,
  duplicateExternalId: (id: string) => `"${id}" appears more than once in this file.`,
  mismatch: (field: string, given: string, expected: string) =>
    `${field} is ${given}, but its parts come to ${expected}.`,
  notFound: 'No such rebalance report.',
  nothingPublished: 'Nothing was published.',
} as const;
