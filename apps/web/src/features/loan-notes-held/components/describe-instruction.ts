import {
  formatDate,
  ReinvestmentChoice,
  ReinvestmentMessages,
  type ReinvestmentBankAccount,
  type ReinvestmentInstruction,
} from '@portal/contract';

export function describeBankAccount(bank: ReinvestmentBankAccount): string {
  return `${bank.name}, BSB ${bank.bsb}, account ${bank.number}`;
}

/** What happens at maturity in words; no instruction: repaid to the linked bank account (the default). */
export function describeInstruction(instruction: ReinvestmentInstruction | null): string {
  if (!instruction) return ReinvestmentMessages.notChosen;
  if (instruction.choice === ReinvestmentChoice.rollover)
    return `Roll over into ${instruction.note_type?.label ?? 'a new note'}`;
  return instruction.bank_account
    ? `Repay to ${describeBankAccount(instruction.bank_account)}`
    : 'Repay to your linked bank account';
}

/** The cut-off in words: until when it can change, or when it closed. */
export function describeCutoff(reinvestment: { cutoff_date: string; can_change: boolean }): string {
  return reinvestment.can_change
    ? `Change by ${formatDate(reinvestment.cutoff_date)}`
    : `Closed ${formatDate(reinvestment.cutoff_date)}`;
}
