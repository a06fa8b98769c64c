import { MinimumBrowserVersion } from '@portal/contract';

/**
 * Document 3 §9: "Minimum supported browsers: Chrome 110, Firefox 115, Safari 16, Edge 110. Other
 * browsers are allowed." So only a recognised browser below its minimum is turned away; anything
 * we cannot name confidently (Opera, Samsung Internet, in-app browsers, bots) is let through.
 */

type Known = keyof typeof MinimumBrowserVersion;

function major(userAgent: string, pattern: RegExp): number | null {
  const match = pattern.exec(userAgent);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
}

/** Which of the four listed browsers this is, and its major version; null for anything else. */
export function detectBrowser(userAgent: string): { name: Known; version: number } | null {
  // Order matters: Edge and the Chromium re-brands also say "Chrome/"; Chrome also says "Safari/".
  const edge = major(userAgent, /\bEdg(?:e|A|iOS)?\/(\d+)/);
  if (edge !== null) return { name: 'edge', version: edge };
  if (/\b(OPR|Opera|SamsungBrowser|YaBrowser|UCBrowser|Vivaldi|CriOS|FxiOS)\//.test(userAgent)) return null;
  const firefox = major(userAgent, /\bFirefox\/(\d+)/);
  if (firefox !== null) return { name: 'firefox', version: firefox };
  const chrome = major(userAgent, /\b(?:Chrome|Chromium)\/(\d+)/);
  if (chrome !== null) return { name: 'chrome', version: chrome };
  if (/\bSafari\//.test(userAgent)) {
    const safari = major(userAgent, /\bVersion\/(\d+)/);
    if (safari !== null) return { name: 'safari', version: safari };
  }
  return null;
}

export function isSupportedBrowser(userAgent: string): boolean {
  const browser = detectBrowser(userAgent);
  return browser === null || browser.version >= MinimumBrowserVersion[browser.name];
}
