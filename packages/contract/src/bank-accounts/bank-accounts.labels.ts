/** How bank accounts and their change requests read on screen and in messages. */
import {
  BankAccountStatus,
  BankChangeRequestKind,
  ChangeRequestAction,
  ChangeRequestStatus,
} from './bank-accounts.enums.js';

export const BankAccountStatusLabels: Record<BankAccountStatus, string> = {
  [BankAccountStatus.active]: 'Active',
  [BankAccountStatus.pending_verification]: 'Waiting for verification',
  [BankAccountStatus.removed]: 'Removed',
};

export const ChangeRequestStatusLabels: Record<ChangeRequestStatus, string> = {
  [ChangeRequestStatus.pending]: 'Waiting for members',
  [ChangeRequestStatus.awaiting_approval]: 'Waiting for the portfolio manager',
  [ChangeRequestStatus.applied]: 'Applied',
  [ChangeRequestStatus.declined]: 'Declined',
  [ChangeRequestStatus.cancelled]: 'Cancelled',
  [ChangeRequestStatus.expired]: 'Expired',
};

export const ChangeRequestKindLabels: Record<BankChangeRequestKind, string> = {
  [BankChangeRequestKind.verify]: 'Add bank account',
  [BankChangeRequestKind.edit]: 'Change bank account details',
  [BankChangeRequestKind.delete]: 'Delete bank account',
  [BankChangeRequestKind.link]: 'Change linked bank account',
};

export const ChangeRequestActionLabels: Record<ChangeRequestAction, string> = {
  [ChangeRequestAction.submitted]: 'Requested',
  [ChangeRequestAction.confirmed]: 'Confirmed',
  [ChangeRequestAction.declined]: 'Declined',
  [ChangeRequestAction.cancelled]: 'Cancelled',
  [ChangeRequestAction.approved]: 'Approved',
  [ChangeRequestAction.approval_declined]: 'Declined by the portfolio manager',
  [ChangeRequestAction.applied]: 'Applied',
  [ChangeRequestAction.expired]: 'Expired',
};
