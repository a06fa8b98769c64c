import { vi } from 'vitest';

/**
 * jsdom has no layout and no `matchMedia`: this gives the page a screen `width` pixels wide, so
 * width media queries (MUI's breakpoints through `useMediaQuery`) answer as a browser of that
 * width would. Other queries (`prefers-reduced-motion`, ...) do not match. Undone by
 * `vi.unstubAllGlobals()` / `vi.restoreAllMocks()` in the test's cleanup.
 */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const matches = widthQueryMatches(query, width);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

/** `(min-width:600px)`, `(max-width:599.95px)` and both joined by `and`; anything else is false. */
function widthQueryMatches(query: string, width: number): boolean {
  const conditions = query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .map((c) => /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/.exec(c.trim()));
  if (conditions.some((c) => c === null)) return false;
  return conditions.every((c) => (c![1] === 'min' ? width >= Number(c![2]) : width <= Number(c![2])));
}
