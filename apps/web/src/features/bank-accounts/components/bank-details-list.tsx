import { formatBsb, type MaskedBankDetails } from '@portal/contract';
import { DetailList } from '../../../components/ui/detail-list';

/** A bank account's details as label and value pairs; numbers shown as the server sent them (masked in requests). */
export function BankDetailsList({ details }: { details: MaskedBankDetails }) {
  return (
    <DetailList
      items={[
        { label: 'Account name', value: details.name },
        { label: 'BSB', value: formatBsb(details.bsb) },
        { label: 'Account number', value: details.number },
        { label: 'Bank', value: details.bank },
        { label: 'Branch', value: details.branch },
      ]}
    />
  );
}
