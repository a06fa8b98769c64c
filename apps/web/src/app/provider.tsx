import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { TenantProvider } from '../lib/branding/tenant-provider';
import { isSupportedBrowser } from '../lib/browser-support';
import { MonitoringScript } from '../lib/monitoring/monitoring-script';
import { createQueryClient } from '../lib/query-client';

// Only old browsers download this page.
const UnsupportedBrowser = lazy(() =>
  import('../components/errors/unsupported-browser').then((m) => ({ default: m.UnsupportedBrowser })),
);

/**
 * Everything around the routes, outermost first: data (QueryClient), the tenant's branding (which
 * must load before any page; it also brings the theme and CssBaseline), toasts, then the browser
 * check, which replaces the app on browsers below the minimum (document 3 §2.12). The monitoring
 * script is asked for beside the branding gate, so it never holds up the first page.
 */
export function AppProvider({
  children,
  queryClient: given,
  userAgent = navigator.userAgent,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  userAgent?: string;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MonitoringScript />
      <TenantProvider>
        <ToastProvider>
          {isSupportedBrowser(userAgent) ? (
            children
          ) : (
            <Suspense fallback={null}>
              <UnsupportedBrowser />
            </Suspense>
          )}
        </ToastProvider>
      </TenantProvider>
    </QueryClientProvider>
  );
}
