import { Breakpoints, contrastRatio, meetsAA, readableTextOn, type ColorSchema } from '@portal/contract';
import { createTheme, type Theme } from '@mui/material/styles';

/**
 * The MUI theme of a tenant. Tenants pick their own colours, so every text colour is checked
 * against the surface it sits on and replaced when it would fail WCAG AA; the brand hues stay.
 */

function toHex(channel: number): string {
  return Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');
}

function parseHex(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `weight` of `a` over `b` (0..1), as an opaque #rrggbb. */
export function mix(a: string, b: string, weight: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return `#${toHex(ar * weight + br * (1 - weight))}${toHex(ag * weight + bg * (1 - weight))}${toHex(ab * weight + bb * (1 - weight))}`;
}

/**
 * The brand colour as text on `background`: unchanged when it passes AA, otherwise darkened (or
 * lightened, on dark backgrounds) step by step until it does. Used for links and text buttons.
 */
export function readableAccentOn(background: string, accent: string): string {
  if (meetsAA(accent, background)) return accent;
  const toward = readableTextOn(background) === '#ffffff' ? '#ffffff' : '#000000';
  for (let step = 1; step <= 10; step++) {
    const candidate = mix(toward, accent, step / 10);
    if (meetsAA(candidate, background)) return candidate;
  }
  return readableTextOn(background);
}

/** Body text must read on both the page background and cards (surface). */
export function readableBodyText(background: string, surface: string, preferred: string): string {
  if (meetsAA(preferred, background) && meetsAA(preferred, surface)) return preferred;
  const worst = (c: string) => Math.min(contrastRatio(c, background), contrastRatio(c, surface));
  return worst('#111111') >= worst('#ffffff') ? '#111111' : '#ffffff';
}

/** Quieter text (hints, captions): a blend toward the surface, kept only while it still passes AA. */
function secondaryText(primaryText: string, background: string, surface: string): string {
  for (const weight of [0.72, 0.8, 0.9]) {
    const candidate = mix(primaryText, surface, weight);
    if (meetsAA(candidate, surface) && meetsAA(candidate, background)) return candidate;
  }
  return primaryText;
}

/**
 * Every MUI transition (fades, slides, collapses, ripples aside) at no duration: for people who
 * asked their system for reduced motion, where movement can cause discomfort (WCAG 2.3.3).
 */
const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export function createBrandTheme(colors: ColorSchema, { reduceMotion = false } = {}): Theme {
  const textPrimary = readableBodyText(colors.background, colors.surface, colors.text);
  const link = readableAccentOn(colors.background, colors.primary);
  const dark = textPrimary === '#ffffff' || readableTextOn(colors.background) === '#ffffff';

  return createTheme({
    // Document 1 §9 / document 3 §9: xs 0, sm 600, md 900, lg 1250, xl 1536.
    breakpoints: { values: { ...Breakpoints } },
    ...(reduceMotion ? { transitions: NO_MOTION } : {}),
    palette: {
      mode: dark ? 'dark' : 'light',
      // Text on MUI's own colours (warning, info, success, error chips and badges) is chosen to
      // reach WCAG AA's 4.5:1, not MUI's default 3:1 (white on the default orange failed).
      contrastThreshold: 4.5,
      primary: { main: colors.primary, contrastText: readableTextOn(colors.primary, colors.primary_text) },
      secondary: { main: colors.secondary, contrastText: readableTextOn(colors.secondary, colors.secondary_text) },
      background: { default: colors.background, paper: colors.surface },
      text: { primary: textPrimary, secondary: secondaryText(textPrimary, colors.background, colors.surface) },
    },
    components: {
      // Links and text/outlined buttons draw the brand colour as text on the page: keep it readable.
      MuiLink: { styleOverrides: { root: { color: link, textDecorationColor: link } } },
      MuiButton: {
        variants: [
          { props: { variant: 'text', color: 'primary' }, style: { color: link } },
          { props: { variant: 'outlined', color: 'primary' }, style: { color: link, borderColor: link } },
        ],
      },
    },
  });
}
