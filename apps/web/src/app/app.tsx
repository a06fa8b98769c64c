import { AppProvider } from './provider';
import { AppRouter, getBrowserRouter } from './router';

// Made before the first render so the current page's code downloads while the branding loads,
// instead of after it.
const router = getBrowserRouter();

export function App() {
  return (
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  );
}
