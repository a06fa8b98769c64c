import type { BankAccount, BankAccountDocument, ChangeRequest, OperatorBankAccount } from '@portal/contract';
import type { BankAccountRow, UploadedFileRow } from '../../db/schema/index.js';
import { maskAccountNumber } from './change-request.mapper.js';

/** Where a bank account's statement is served to the people on its account. */
export function documentUrl(row: Pick<BankAccountRow, 'id' | 'accountId'>): string {
  return `/api/accounts/${row.accountId}/bank-accounts/${row.id}/document/`;
}

export function toDocument(file: UploadedFileRow, url: string): BankAccountDocument {
  return { id: file.id, file_name: file.fileName, file: url, content_type: file.contentType, size: file.sizeBytes };
}

/** What a bank account shows beside its row: its statement, products and open requests. */
export interface BankAccountExtras {
  file: UploadedFileRow | undefined;
  linkedProducts: string[];
  openRequests: ChangeRequest[];
}

export function toBankAccount(row: BankAccountRow, extras: BankAccountExtras): BankAccount {
  const open = (kind: ChangeRequest['kind']) =>
    extras.openRequests.find((r) => r.kind === kind && r.bank_account_id === row.id) ?? null;
  return {
    id: row.id,
    uuid: row.uuid,
    account: row.accountId,
    status: row.status,
    name: row.name,
    bsb: row.bsb,
    number: row.number,
    bank: row.bank,
    branch: row.branch,
    bsb_was_found: row.bsbWasFound,
    document_file: extras.file && !extras.file.deletedAt ? toDocument(extras.file, documentUrl(row)) : null,
    has_password: row.passwordHash !== null,
    linked_products: extras.linkedProducts,
    verify_change_request: open('verify'),
    edit_change_request: open('edit'),
    delete_change_request: open('delete'),
    link_change_request: open('link'),
  };
}

/** Staff's view of what a member sees: the number masked, no statement or password, the open request. */
export function toOperatorBankAccount(bankAccount: BankAccount): OperatorBankAccount {
  return {
    id: bankAccount.id,
    status: bankAccount.status,
    name: bankAccount.name,
    bsb: bankAccount.bsb,
    number: maskAccountNumber(bankAccount.number),
    bank: bankAccount.bank,
    branch: bankAccount.branch,
    linked_products: bankAccount.linked_products,
    open_change_request:
      bankAccount.verify_change_request ??
      bankAccount.edit_change_request ??
      bankAccount.delete_change_request ??
      bankAccount.link_change_request,
  };
}
