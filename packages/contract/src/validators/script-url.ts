/**
 * The address of a script a tenant's pages load from another origin (a browser monitoring script).
 * Its origin goes into the page's Content-Security-Policy, so the address is read here by hand,
 * strictly, rather than by the URL parser (which the contract cannot rely on, and which accepts
 * forms a CSP source cannot name): an absolute https address whose host is plain ASCII labels,
 * with no user name or password. Plain http is allowed only from this machine, to try a script
 * locally.
 */

export const SCRIPT_URL_MAX_LENGTH = 1000;

const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#].*)?$/i;
const HOST_AND_PORT = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

interface ScriptAddress {
  scheme: string;
  authority: string;
  host: string | null;
  port: string | null;
}

function read(value: string): ScriptAddress | null {
  // Spaces and control characters have no place in an address a header will carry.
  if (/[\s\p{Cc}]/u.test(value)) return null;
  const match = ABSOLUTE.exec(value);
  if (!match) return null;
  const authority = match[2]!;
  const hostAndPort = HOST_AND_PORT.exec(authority);
  const port = hostAndPort?.[2] === undefined ? null : String(Number(hostAndPort[2]));
  const validPort = port === null || (Number(port) >= 1 && Number(port) <= 65535);
  return {
    scheme: match[1]!.toLowerCase(),
    authority,
    host: hostAndPort && validPort ? hostAndPort[1]!.toLowerCase() : null,
    port,
  };
}

/** An absolute address with a host name (`https://rum.example.com/agent.js`). */
export function isAbsoluteScriptUrl(value: string): boolean {
  const address = read(value);
  // user:pass@host is told apart below, with its own message.
  return address !== null && (address.host !== null || address.authority.includes('@'));
}

/** https, or http from localhost / 127.0.0.1. */
export function isSecureScriptUrl(value: string): boolean {
  const address = read(value);
  if (!address) return false;
  if (address.scheme === 'https') return true;
  return address.scheme === 'http' && address.host !== null && LOOPBACK_HOSTS.has(address.host);
}

export function hasNoCredentials(value: string): boolean {
  return !read(value)?.authority.includes('@');
}

export function isAllowedScriptUrl(value: string): boolean {
  return (
    value.length <= SCRIPT_URL_MAX_LENGTH &&
    isAbsoluteScriptUrl(value) &&
    isSecureScriptUrl(value) &&
    hasNoCredentials(value)
  );
}

/**
 * The origin a CSP source names for an allowed address (`https://rum.example.com`,
 * `http://localhost:4000`), or null for any other value.
 */
export function scriptUrlOrigin(value: string): string | null {
  if (!isAllowedScriptUrl(value)) return null;
  const { scheme, host, port } = read(value)!;
  return `${scheme}://${host}${port !== null && port !== DEFAULT_PORTS[scheme] ? `:${port}` : ''}`;
}
