/** Bank accounts (spec 2 §2): this domain's part of `Messages`. */
export const bankAccountSpecMessages = {
  addNewBankAccount: 'Add new bank account',
} as const;
