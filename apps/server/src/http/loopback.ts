import net from 'node:net';

const IPV4_MAPPED = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i;

/**
 * Whether a socket's peer address is this machine's loopback interface: 127.0.0.0/8, ::1, or
 * either written as an IPv4-mapped IPv6 address (what a dual-stack socket reports). Meant for
 * `request.socket.remoteAddress`, never for `request.ip`, which forwarded headers set when
 * TRUST_PROXY is on.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(IPV4_MAPPED, '');
  if (net.isIPv4(plain)) return plain.split('.')[0] === '127';
  if (!net.isIPv6(plain)) return false;
  const blocks = new net.BlockList();
  blocks.addAddress('::1', 'ipv6');
  return blocks.check(plain, 'ipv6');
}

/** Whether listening on `host` keeps the server to this machine (a name or an address). */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}
