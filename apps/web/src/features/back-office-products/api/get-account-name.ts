import { operatorAccountSchema } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api/operator/accounts/{id}/: the account's name, so the issue confirmation names it. */
export async function getAccountName(id: number): Promise<string> {
  const account = await api.get(`/operator/accounts/${id}/`, { schema: operatorAccountSchema });
  return account.name;
}
