import { useSyncExternalStore } from 'react';

/**
 * The browser side of a session (document 1 §4, §6): where each piece lives and who hears when it
 * changes. The token outlives the tab (localStorage) so a reload keeps the user signed in; the
 * selected account, client group, extra permissions and managed-user id are per tab
 * (sessionStorage) as the document says. React reads it through `useSession`, so signing out
 * anywhere (a 401 in the query cache, another tab) re-renders the guards at once.
 */
export type SessionState = {
  readonly token: string | null;
  /** From the login answer's profile until the profile query exists; hides Sign out for staff. */
  readonly isStaff: boolean;
  /** Tenant chosen by the token-login route's app_id; sent as the Application-Id header. */
  readonly tenantId: string | null;
  readonly managedUserId: string | null;
  /** The advisor system's token this tab signed in with; sent back on every call as X-advisor-jwt (document 1 §7). */
  readonly advisorJwt: string | null;
  readonly selectedAccountId: string | null;
  readonly clientGroup: string | null;
  /** Actions and children granted by the JWT login; their shape is not shown, so kept as sent. */
  readonly extraPermissions: unknown;
  /** The server answered 403 login_2fa_required / permission_denied: show two-factor instead of the app. */
  readonly twoFactorRequired: boolean;
  /** The server said the password must be changed. */
  readonly forcePasswordChange: boolean;
  /**
   * Why the last sign-out happened, when it matters for where the user goes next (memory only).
   * 'blocked': the signed-in guard sends the user to the account-blocked page, not to login;
   * 'expired': the login page explains that the session expired.
   */
  readonly signedOutReason: SignOutReason | null;
};

/**
 * 'blocked': the account was blocked; 'expired': the session ran out of time (the login page says
 * so, and the user comes back to where they were after signing in again).
 */
export type SignOutReason = 'blocked' | 'expired';

const LOCAL = {
  token: 'portal.token',
  isStaff: 'portal.is_staff',
  tenantId: 'portal.application_id',
} as const;

const PER_TAB = {
  managedUserId: 'portal.managed_user_id',
  advisorJwt: 'portal.advisor_jwt',
  selectedAccountId: 'portal.selected_account_id',
  clientGroup: 'portal.client_group',
  extraPermissions: 'portal.extra_permissions',
  twoFactorRequired: 'portal.two_factor_required',
  forcePasswordChange: 'portal.force_password_change',
} as const;

// Storage can throw (private mode, quota, disabled cookies); a session that cannot persist still works in memory.
function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // keep going: the in-memory snapshot below is still updated
  }
}

function readJson(key: string): unknown {
  const raw = read(sessionStorage, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function load(): SessionState {
  return {
    token: read(localStorage, LOCAL.token),
    isStaff: read(localStorage, LOCAL.isStaff) === 'true',
    tenantId: read(localStorage, LOCAL.tenantId),
    managedUserId: read(sessionStorage, PER_TAB.managedUserId),
    advisorJwt: read(sessionStorage, PER_TAB.advisorJwt),
    selectedAccountId: read(sessionStorage, PER_TAB.selectedAccountId),
    clientGroup: read(sessionStorage, PER_TAB.clientGroup),
    extraPermissions: readJson(PER_TAB.extraPermissions),
    twoFactorRequired: read(sessionStorage, PER_TAB.twoFactorRequired) === 'true',
    forcePasswordChange: read(sessionStorage, PER_TAB.forcePasswordChange) === 'true',
    signedOutReason: null,
  };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function update(next: Partial<SessionState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function flag(value: boolean): string | null {
  return value ? 'true' : null;
}

// Another tab signing in or out changes localStorage; follow it so this tab does not act on a dead token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(LOCAL).includes(event.key)) update(load());
  });
}

export const session = {
  get: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  isSignedIn: (): boolean => state.token !== null,

  signIn(token: string, options: { isStaff?: boolean } = {}): void {
    write(localStorage, LOCAL.token, token);
    write(localStorage, LOCAL.isStaff, flag(options.isStaff ?? false));
    update({ token, isStaff: options.isStaff ?? false, signedOutReason: null });
  },

  /**
   * Forget everything that belongs to the signed-in user. The tenant (tenantId) stays: it
   * chooses the branding, which does not change because someone signed out.
   */
  clear(reason: SignOutReason | null = null): void {
    write(localStorage, LOCAL.token, null);
    write(localStorage, LOCAL.isStaff, null);
    for (const key of Object.values(PER_TAB)) write(sessionStorage, key, null);
    update({
      token: null,
      isStaff: false,
      managedUserId: null,
      advisorJwt: null,
      selectedAccountId: null,
      clientGroup: null,
      extraPermissions: null,
      twoFactorRequired: false,
      forcePasswordChange: false,
      signedOutReason: reason,
    });
  },

  setTenantId(tenantId: string | null): void {
    write(localStorage, LOCAL.tenantId, tenantId);
    update({ tenantId });
  },

  setManagedUserId(managedUserId: string | null): void {
    write(sessionStorage, PER_TAB.managedUserId, managedUserId);
    update({ managedUserId });
  },

  setAdvisorJwt(advisorJwt: string | null): void {
    write(sessionStorage, PER_TAB.advisorJwt, advisorJwt);
    update({ advisorJwt });
  },

  setSelectedAccountId(selectedAccountId: string | null): void {
    write(sessionStorage, PER_TAB.selectedAccountId, selectedAccountId);
    update({ selectedAccountId });
  },

  setClientGroup(clientGroup: string | null): void {
    write(sessionStorage, PER_TAB.clientGroup, clientGroup);
    update({ clientGroup });
  },

  setExtraPermissions(extraPermissions: unknown): void {
    write(sessionStorage, PER_TAB.extraPermissions, extraPermissions == null ? null : JSON.stringify(extraPermissions));
    update({ extraPermissions });
  },

  setTwoFactorRequired(twoFactorRequired: boolean): void {
    write(sessionStorage, PER_TAB.twoFactorRequired, flag(twoFactorRequired));
    update({ twoFactorRequired });
  },

  setForcePasswordChange(forcePasswordChange: boolean): void {
    write(sessionStorage, PER_TAB.forcePasswordChange, flag(forcePasswordChange));
    update({ forcePasswordChange });
  },

  /** Tests start each case from whatever storage holds (normally nothing). */
  reload(): void {
    update(load());
  },
};

/** The session as React state: components re-render when any part of it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
