import net from 'node:net';

/**
 * A port nothing on this machine holds right now, as the kernel picks it. A random number in a
 * range could land on the local port of one of the machine's own outgoing connections (they come
 * from the same range), and the server then fails with EADDRINUSE.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
