import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { subscribeToToasts, type Toast } from '../../../lib/toasts';

// The Snackbar's code loads with the first toast, keeping it off the sign-in page's critical path.
const ToastSnackbar = lazy(() => import('./toast-snackbar').then((m) => ({ default: m.ToastSnackbar })));

/**
 * Shows toasts raised anywhere (lib/toasts.ts), one at a time in order, each for 3 seconds
 * (document 1 §8).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  useEffect(() => subscribeToToasts((toast) => setQueue((q) => [...q, toast])), []);

  return (
    <>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastSnackbar
            key={current.id}
            toast={current}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
