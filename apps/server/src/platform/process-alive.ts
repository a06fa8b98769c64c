/**
 * Whether a process of this machine is still running, for what a crashed process leaves behind
 * (a data-directory lock, a half-written upload). EPERM means it runs under another user: alive.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
