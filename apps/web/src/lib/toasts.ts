/**
 * A tiny toast channel. Code outside React (the global error handler) raises toasts here; the
 * ToastProvider in components/ui/toast shows them. Toasts last 3 seconds (document 1 §8).
 */
export type ToastSeverity = 'error' | 'warning' | 'info' | 'success';
export type Toast = { id: number; message: string; severity: ToastSeverity };

let nextId = 1;
const listeners = new Set<(toast: Toast) => void>();

export function showToast(message: string, severity: ToastSeverity = 'info'): void {
  const toast = { id: nextId++, message, severity };
  for (const listener of listeners) listener(toast);
}

export function showErrorToast(message: string): void {
  showToast(message, 'error');
}

export function subscribeToToasts(listener: (toast: Toast) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
