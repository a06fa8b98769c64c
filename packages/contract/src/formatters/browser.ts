/**
 * 'Chrome on Windows' from a User-Agent header, for lists of sign-ins and activity. Only the
 * browser family and the platform: version numbers make a list hard to scan and say little to a
 * person checking whether an entry was them. Order matters: Edge and Opera also say "Chrome",
 * and Chrome also says "Safari".
 */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const PLATFORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

export function formatBrowser(userAgent: string | null | undefined): string {
  if (!userAgent || userAgent.trim() === '') return UNKNOWN_BROWSER;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && platform) return `${browser} on ${platform}`;
  return browser ?? platform ?? UNKNOWN_BROWSER;
}
