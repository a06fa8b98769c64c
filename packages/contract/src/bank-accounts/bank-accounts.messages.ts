/** Bank accounts (spec 2 §2, §5, §8; issue #19): this domain's part of `Messages`. */
export const bankAccountSpecMessages = {
  addNewBankAccount: 'Add new bank account',
} as const;

/** Ours: the documents describe these outcomes without quoting their words. */
export const BankAccountMessages = {
  bsbNotFound: 'We could not find this BSB. Check it, or type the bank and branch names.',
  documentRequired: 'Please upload a bank statement',
  passwordRequired: 'Please enter the bank account password',
  linkedToLoanNote:
    'This account pays into and from the bank account already linked to its loan notes. To use another one, change the linked bank account after the account is activated.',
  chooseBankAccount: 'Choose a bank account or add a new one',
  bankAccountNotFound: 'Bank account not found.',
  changeRequestNotFound: 'Change request not found.',
  requestAlreadyOpen: 'A change to this bank account is already waiting. Cancel it or wait for it to finish first.',
  ownRequest: 'You started this request: you can cancel it, but another member confirms it.',
  notASigner: 'You cannot answer this request: it needs the members who hold signing authority on the account.',
  alreadyAnswered: 'You have already answered this request.',
  noLongerPending: (status: string) => `This request can no longer be answered: it is ${status}.`,
  notAwaitingApproval: (status: string) => `This request is not waiting for the portfolio manager: it is ${status}.`,
  onlyInitiatorCancels: 'Only the member who started this request can cancel it.',
  cannotCancel: (status: string) => `This request can no longer be cancelled: it is ${status}.`,
  portfolioManagerApproves: 'Once the members agree, the portfolio manager approves the change before it applies.',
  lastBankAccount: 'This is the only bank account of an active account: add another one before deleting it.',
  linkedToProduct: (product: string) => `This bank account is linked to ${product}: link another one first.`,
  productNotOnAccount: 'This account does not hold that product.',
  notChangedYet: 'Nothing to change: the details are the same as now.',
  requestSent: 'Your request has been sent.',
  requestConfirmed: 'Thank you. Your confirmation has been recorded.',
  requestDeclined: 'The request has been declined.',
  requestCancelled: 'The request has been cancelled.',
  /** The portfolio manager declines with a reason: the members are told it. */
  declineReasonRequired: 'Give the reason for declining the request.',
} as const;
