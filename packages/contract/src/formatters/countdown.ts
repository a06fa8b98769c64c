/**
 * 'm:ss' of the resend-code countdown. Part seconds round up, so the button never reads 0:00
 * while it is still disabled; a countdown past its end reads 0:00.
 */
export function formatResendCountdown(seconds: number): string {
  const remaining = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(remaining / 60);
  return `${minutes}:${String(remaining % 60).padStart(2, '0')}`;
}
