import { BankChangeRequestKind, type ChangeRequest } from '@portal/contract';
import { paths } from '../../config/paths';

/** The review screen of a request (spec 2 §2 route table), by its kind. */
export function reviewHref(request: ChangeRequest): string {
  const ids = { account: request.account.id, bankAccId: request.bank_account_id };
  switch (request.kind) {
    case BankChangeRequestKind.verify:
      return paths.accounts.verifyNewBankAccount.getHref(ids);
    case BankChangeRequestKind.edit:
      return paths.accounts.confirmEditBankAccount.getHref(ids);
    case BankChangeRequestKind.delete:
      return paths.accounts.deleteBankAccountRequest.getHref({ ...ids, requestId: request.id });
    case BankChangeRequestKind.link:
      return paths.products.verifyUpdateLinkedBankAccount.getHref(
        { productType: request.product ?? '' },
        { account_id: request.account.id },
      );
  }
}
