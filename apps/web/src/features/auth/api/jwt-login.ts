import { jwtLoginResponseSchema, type JwtLoginResponse } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { logout } from './logout';

/** POST /auth/base/jwt_login/ {jwt_token} -> {key, extra_permissions, managed_user_id}; 401 invalid_jwt. */
export function jwtLogin(jwtToken: string): Promise<JwtLoginResponse> {
  return api.post('/auth/base/jwt_login/', { jwt_token: jwtToken }, { schema: jwtLoginResponseSchema });
}

/**
 * Signs in with the advisor system's link. A session already open in this browser is ended first
 * (on the server too): the link decides who is signed in and for whom they act. Not a hook: the
 * route runs it in its loader, once per navigation, before anything renders.
 */
export async function signInWithJwt(jwtToken: string): Promise<void> {
  const answer = await jwtLogin(jwtToken);
  if (session.get().token) {
    // Best effort: the old key may already be dead, and the new one is what matters.
    await logout().catch(() => undefined);
    session.clear();
  }
  session.signIn(answer.key);
  session.setExtraPermissions(answer.extra_permissions);
  session.setManagedUserId(answer.managed_user_id === null ? null : String(answer.managed_user_id));
  session.setAdvisorJwt(jwtToken);
}
