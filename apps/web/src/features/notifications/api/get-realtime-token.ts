import { realtimeTokenSchema } from '@portal/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /profiles/centrifugo-auth-token/ (spec 1 §7): a token, good for a minute, for the realtime
 * socket. Called by the socket itself on every (re)connection, never cached.
 */
export async function getRealtimeToken(): Promise<string> {
  return (await api.post('/profiles/centrifugo-auth-token/', undefined, { schema: realtimeTokenSchema })).token;
}
