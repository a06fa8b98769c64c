/** What the statement's page and the account page's line about it say (issue #21 item 5). */
export const StatementTexts = {
  heading: 'Investment policy statement',
  active: 'Active statement',
  ongoing: 'Statement under way',
  change: 'Change the statement',
  start: 'Start the statement',
  continue: 'Continue',
  changeDraft: 'Change the draft',
  send: 'Send for signature',
  sent: 'Sent for signature',
  deleteDraft: 'Delete draft',
  deleted: 'The draft statement was deleted.',
  awaiting: 'Waiting to be signed',
  inReview: 'Signed: with the portfolio manager for review',
  draftReady: 'The draft is complete. Check it, then send it for signature.',
} as const;
