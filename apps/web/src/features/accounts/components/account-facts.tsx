import { accountProductLabel, type Account } from '@portal/contract';
import { DetailList, type DetailItem } from '../../../components/ui/detail-list';

/** What an account's card says about it (spec 2 §2): its type, its trustee, its products. */
export function AccountFacts({ account }: { account: Account }) {
  const items: DetailItem[] = [{ label: 'Type', value: account.type_display }];
  if (account.trustee) {
    items.push({
      label: 'Trustee',
      value: account.trustee_name ? `${account.trustee_display}: ${account.trustee_name}` : account.trustee_display,
    });
  }
  items.push({ label: 'Products', value: account.products.map(accountProductLabel).join(', ') });
  return <DetailList items={items} />;
}
