/**
 * WCAG 2.x contrast. Tenants choose their own colours; the theme (browser) and the start-up
 * check (server) both use these so a badly chosen pair never ships unreadable text.
 */
export const WCAG_AA_NORMAL_TEXT = 4.5;

function channel(value: number): number {
  const s = value / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => channel(parseInt(h as string, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

export function meetsAA(foreground: string, background: string): boolean {
  return contrastRatio(foreground, background) >= WCAG_AA_NORMAL_TEXT;
}

/**
 * The preferred text colour when it is readable on the background, else whichever of near-black
 * and white reads better.
 */
export function readableTextOn(background: string, preferred?: string): string {
  if (preferred && meetsAA(preferred, background)) return preferred;
  const dark = '#111111';
  const light = '#ffffff';
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}

export interface ContrastProblem {
  pair: string;
  foreground: string;
  background: string;
  ratio: number;
  replacement: string;
}

/** Pairs of a colour schema that fail AA, with the colour the theme will use instead. */
export function findContrastProblems(schema: {
  primary: string;
  primary_text?: string | undefined;
  secondary: string;
  secondary_text?: string | undefined;
  background: string;
  surface: string;
  text: string;
}): ContrastProblem[] {
  const pairs: Array<[string, string, string | undefined]> = [
    ['text on background', schema.background, schema.text],
    ['text on surface', schema.surface, schema.text],
    ['primary_text on primary', schema.primary, schema.primary_text],
    ['secondary_text on secondary', schema.secondary, schema.secondary_text],
  ];
  const problems: ContrastProblem[] = [];
  for (const [pair, background, foreground] of pairs) {
    if (!foreground) continue;
    const ratio = contrastRatio(foreground, background);
    if (ratio < WCAG_AA_NORMAL_TEXT) {
      problems.push({ pair, foreground, background, ratio, replacement: readableTextOn(background) });
    }
  }
  return problems;
}
