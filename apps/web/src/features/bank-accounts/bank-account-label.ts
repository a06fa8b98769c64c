import { formatBsb, type BankAccount } from '@portal/contract';

/** How a bank account is named in a choice: 'Everyday, BSB 062-000, account ending 678'. */
export function bankAccountLabel(bankAccount: Pick<BankAccount, 'name' | 'bsb' | 'number'>): string {
  return `${bankAccount.name}, BSB ${formatBsb(bankAccount.bsb)}, account ending ${bankAccount.number.slice(-3)}`;
}
